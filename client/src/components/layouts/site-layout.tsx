import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstRender = useRef(true);
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
        Skip to content
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
