import './polyfills';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

type ExtraRoute = { path: string; element: ReactElement };

/**
 * Renders UI inside a fresh query client and a memory router. A declarative router, because the
 * data router needs fetch's Request, which jsdom does not have.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    routes = [],
    state,
    search = '',
  }: { path?: string; routes?: ExtraRoute[]; state?: unknown; search?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
        <Routes>
          <Route path={path} element={ui} />
          {routes.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

type JsonReply = { status?: number; body: unknown; delayMs?: number };

/** A fetch stand-in answering JSON; returns the mock so tests can read the calls. */
export function mockFetch(...replies: JsonReply[]) {
  const queue = [...replies];
  const fetchMock = jest.fn(async () => {
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const status = reply.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => reply.body } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A promise the test resolves by hand, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
