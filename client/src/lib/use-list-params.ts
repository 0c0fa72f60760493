import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { clampPage } from './pagination';

/**
 * A list's page, search text and tab live in the URL query (`?page=2&q=234...&tab=system`), so back,
 * reload and shared links show the same rows. Changing the search or tab starts again at page 1.
 */
export function useListParams<T extends string = string>(defaults: { tab?: T } = {}) {
  const [params, setParams] = useSearchParams();
  const page = clampPage(params.get('page'));
  const search = params.get('q') ?? '';
  const tab = (params.get('tab') ?? defaults.tab ?? '') as T;

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  return {
    page,
    search,
    tab,
    params,
    setPage: (next: number) => update({ page: next }),
    setSearch: (next: string) => update({ q: next.trim() || null, page: null }),
    setTab: (next: T) => update({ tab: next === defaults.tab ? null : next, page: null, q: null }),
    update,
  };
}
