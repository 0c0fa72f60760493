const RELOADED_AT = 'blynd:stale-build-reload';

const entryScript = (doc: Document) =>
  doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null;

/** True when the server now ships another build than the one this tab runs (its entry script differs). */
export async function isStaleBuild(): Promise<boolean> {
  const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
  if (!response.ok) return false;
  const current = entryScript(new DOMParser().parseFromString(await response.text(), 'text/html'));
  return current !== null && current !== entryScript(document);
}

/**
 * A tab left open across a deploy asks for chunks that no longer exist ("Unable to preload CSS …").
 * Vite reports that as `vite:preloadError`; when the server has a newer build, reload once to it
 * instead of leaving the error on screen. A chunk missing for another reason (offline, a blocked
 * request) keeps the router's error page; the timestamp stops a reload loop.
 */
export function reloadOnStaleBuild(storage: Storage = sessionStorage, reload = () => window.location.reload()) {
  window.addEventListener('vite:preloadError', () => {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 30_000) return;
    void isStaleBuild()
      .then((stale) => {
        if (!stale) return;
        storage.setItem(RELOADED_AT, String(Date.now()));
        reload();
      })
      .catch(() => undefined);
  });
}
