import '../../test-support/polyfills';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MemberCard } from '@blynd/shared';
import { createQueryClient } from '../../app/provider';
import { adoptLandingPaint } from '../api/landing';
import { currentAccessToken } from '../api/session';
import { claimFirstPaint, takeLandingPaint } from '../boot';
import { discoverListsHtml, paintDiscoverFromLanding } from '../discover-first-paint';
import { DiscoverScreen } from '../screens/discover';
import { DiscoverSkeleton } from '../components/discover-skeleton';

const base: MemberCard = {
  _id: 'a1',
  firstName: 'Bisi',
  age: 29,
  state: 'Delta',
  bio: 'Bookworm and amateur chef.\nTell me your favourite novel.',
  interests: ['Cooking', 'Music'],
  avatar: '/media/avatars/3.svg',
  earningStatus: 'Citizen',
  relationshipGoal: 'see-where-it-goes',
  values: ['loyalty', 'learning'],
  prompts: [
    { promptId: 'best-jollof', answer: 'At my cousin’s wedding in Ibadan.' },
    { promptId: 'first-date', answer: 'Suya by the water & a "long" talk <3' },
  ],
  compatibility: { score: 82, shared: { interests: ['Cooking'], values: ['loyalty'], goal: 'see-where-it-goes' } },
  verified: false,
  photos: { count: 2, placeholder: '', unlocked: false },
};
type Page = { items: MemberCard[]; nextCursor: string | null };
const picks: MemberCard[] = [{ ...base, _id: 'p1', firstName: 'Ngozi' }];
const page: Page = {
  items: [
    { ...base, _id: 'p1', firstName: 'Ngozi' },
    {
      ...base,
      _id: 'a2',
      firstName: `O'Brien <b>`,
      age: null,
      avatar: '',
      earningStatus: undefined,
      relationshipGoal: null,
      values: [],
      prompts: [],
      compatibility: { score: 40, shared: { interests: [], values: [], goal: null } },
      // The verified badge beside a name without an age (decision 0146).
      verified: true,
      photos: { count: 3, placeholder: '', unlocked: true, ids: ['x1', 'x2', 'x3'] },
    },
    {
      ...base,
      _id: 'a3',
      bio: '',
      interests: [],
      compatibility: { score: 61, shared: { interests: [], values: ['learning'], goal: null } },
      verified: true,
      photos: { count: 1, placeholder: '', unlocked: false },
    },
    { ...base, _id: 'a4', photos: { count: 0, placeholder: '', unlocked: false } },
  ],
  nextCursor: 'next-page',
};
/** More cards than the shell paints: the first render shows the first six, the rest follow. */
const longPage: Page = {
  items: [...page.items, ...Array.from({ length: 6 }, (_, k) => ({ ...base, _id: `b${k}`, firstName: `Later${k}` }))],
  nextCursor: 'next-page',
};
const signup = { authStep: 11 };

const SLOT = '__blyndMemberBoot';
const bootSlot = () => globalThis as unknown as Record<string, unknown>;
function freshBootState(answer?: unknown) {
  bootSlot()[SLOT] = {
    startedAt: Date.now(),
    prefetched: new Map([['/discover?limit=20', Promise.resolve(null)]]),
    ...(answer ? { answer: Promise.resolve(answer) } : {}),
  };
}

const screenOf = (client: ReturnType<typeof createQueryClient>) => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={['/app/discover']}>
      <DiscoverScreen />
    </MemoryRouter>
  </QueryClientProvider>
);

const prefix =
  '<section class="m-screen"><h1>Discover</h1><label class="m-switch"><input type="checkbox" role="switch"/><span>Verified only</span></label><div class="m-live-region" aria-live="polite"></div>';

describe('discover painted from the landing answer', () => {
  afterEach(() => {
    delete bootSlot()[SLOT];
    document.body.innerHTML = '';
  });

  it.each<[string, MemberCard[], Page]>([
    ['with picks and a next page', picks, page],
    ['without picks, on the last page', [], { ...page, nextCursor: null }],
    ['with more cards than its first six', picks, longPage],
  ])('When the shell paints %s, then its HTML is what DiscoverScreen renders from the same answer', (_, p, d) => {
    freshBootState();
    expect(claimFirstPaint({ token: 't', signup, discover: d, picks: { items: p } })).toBe(true);
    const client = createQueryClient();
    adoptLandingPaint(client);
    // renderToString hoists an image preload for each avatar (React's resource hints), which a client render does not add.
    const rendered = renderToString(screenOf(client)).replace(/^(<link rel="preload" as="image"[^>]*\/>)+/, '');
    expect(rendered).toBe(`${prefix}${discoverListsHtml(d, p)}</section>`);
  });

  it('When the answer is in, then the skeleton’s loader gives way to the cards and React hydrates them in place, asking nothing', async () => {
    document.body.innerHTML = `<main id="main">${renderToString(<DiscoverSkeleton />)}</main>`;
    freshBootState({ accessToken: 'tok', landing: { signup, discover: longPage, picks: { items: picks } } });
    paintDiscoverFromLanding();
    await act(async () => {});
    expect(document.querySelectorAll('article')).toHaveLength(6);
    expect(document.querySelector('button:not([aria-label])')).toBeNull();
    const painted = document.querySelector('article[aria-label="Bisi, 29"]');
    expect(painted).not.toBeNull();
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(document.body.textContent).toContain('Suya by the water & a "long" talk <3');
    expect(document.querySelector('b')).toBeNull();

    const fetch = jest.fn(() => new Promise<Response>(() => undefined));
    (globalThis as { fetch?: unknown }).fetch = fetch;
    const client = createQueryClient();
    adoptLandingPaint(client);
    expect(currentAccessToken()).toBe('tok');
    const recoverable = jest.fn();
    const main = document.getElementById('main')!;
    await act(async () => {
      hydrateRoot(main, screenOf(client), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The same node, not a copy: nothing repainted, no new LCP candidate.
    expect(document.querySelector('article[aria-label="Bisi, 29"]')).toBe(painted);
    // The cards it did not paint follow in the next render, and "Show more" after them.
    expect(document.querySelectorAll('article')).toHaveLength(10);
    expect(document.querySelector('.m-grid:last-of-type + button')?.textContent).toBe('Show more');
    // Discover's first page, the picks and the sign-up status came with the refresh: no request but the photos'.
    const asked = fetch.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(asked.filter((url) => !url.includes('/photos/'))).toEqual([]);
    expect(takeLandingPaint()).toBeNull();
  });

  it('When the app has rendered first, or the answer lacks a part, then the shell paints nothing', async () => {
    document.body.innerHTML = `<main id="main">${renderToString(<DiscoverSkeleton />)}</main>`;
    freshBootState({ accessToken: 'tok', landing: { signup, discover: page } });
    paintDiscoverFromLanding();
    await act(async () => {});
    expect(document.querySelector('[role="status"]')).not.toBeNull();

    freshBootState({ accessToken: 'tok', landing: { signup, discover: page, picks: { items: picks } } });
    expect(takeLandingPaint()).toBeNull();
    paintDiscoverFromLanding();
    await act(async () => {});
    expect(document.querySelector('article')).toBeNull();
  });
});
