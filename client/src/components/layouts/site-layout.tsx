import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { adoptSiteLanguage, rememberedSiteLanguage, siteLanguageOf, sitePath } from './site-language';
import { useLayoutTexts } from './texts';

export function SiteLayout() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);
  // The URL decides the language (decision 0174). On the first render it is set before the pages render, so the
  // prerendered HTML and the hydration agree; after that, a switch changes it before the browser paints.
  const language = siteLanguageOf(pathname);
  const adopted = useRef(false);
  if (!adopted.current) {
    adopted.current = true;
    adoptSiteLanguage(language);
  }
  useLayoutEffect(() => adoptSiteLanguage(language), [language]);
  // A visitor who picked a language with the switch gets it again on their next visit; a crawler, which never
  // picks, always reads the page at the address it asked for.
  useEffect(() => {
    const chosen = rememberedSiteLanguage();
    if (chosen && chosen !== siteLanguageOf(pathname))
      void navigate(`${sitePath(pathname, chosen)}${search}${hash}`, { replace: true });
    // Once, on arrival: later pages follow the links of the language shown.
  }, []);
  const t = useLayoutTexts();
  // Every new page starts at its top; in-page anchors keep their own scrolling. After a route
  // change, focus moves to the new page's heading and its title is announced, instead of falling to the body.
  useEffect(() => {
    // Block body on purpose: newer browsers return a Promise from scrollTo, which an effect must not return.
    window.scrollTo(0, 0);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    // The page sets its title in its own effect, which has run by the time this timer fires.
    const timer = setTimeout(() => setAnnouncement(document.title), 50);
    return () => clearTimeout(timer);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <p className="visually-hidden" aria-live="polite" data-testid="route-announcer">
        {announcement}
      </p>
    </>
  );
}
