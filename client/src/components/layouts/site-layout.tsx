import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const { pathname } = useLocation();
  // Every new page starts at its top (SPEC §2); in-page anchors keep their own scrolling.
  useEffect(() => {
    // Block body on purpose: newer browsers return a Promise from scrollTo, which an effect must not return.
    window.scrollTo(0, 0);
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
    </>
  );
}
