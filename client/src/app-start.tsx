// Global styles first, so feature styles that follow win over base rules of equal specificity.
import './styles/global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, patchMemberRoutesNow, resolveLazyMatches } from './app/router';
import { rendersEnglishFirst } from './i18n/stored-language';
import { reloadOnStaleBuild } from './lib/stale-build';

reloadOnStaleBuild();

/** Marks the document once React has taken over the page, for tests that must not click a prerendered form early. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
    <MarkHydrated />
  </StrictMode>
);

// Prerendered pages (client/scripts/prerender.mjs) arrive with their HTML: load the page's own chunk
// first, so the first client render matches that HTML and React hydrates it instead of replacing it. The
// /app/discover shell carries the member frame: the member routes are patched in before.
// The /app shells are prerendered in English: a member whose browser last showed Pidgin gets the app rendered afresh
// in Pidgin, where hydrating would meet English text and fail (decision 0171). Public pages carry their URL's language.
const prerenderedInAnotherLanguage = (pathname: string) => /^\/app(\/|$)/.test(pathname) && !rendersEnglishFirst();

if (container.hasChildNodes()) {
  const { pathname } = window.location;
  void patchMemberRoutesNow(pathname)
    .then(() => resolveLazyMatches(pathname))
    .then(() => {
      if (!prerenderedInAnotherLanguage(pathname)) return void hydrateRoot(container, app);
      container.replaceChildren();
      createRoot(container).render(app);
    });
} else {
  createRoot(container).render(app);
}
