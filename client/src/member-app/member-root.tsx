import '../styles/forms.css';
import '../components/ui/field.css';
import './member-app.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { useSession } from './api/use-session';
import { adoptLandingPaint } from './api/landing';
import { memberKeys } from './api/member-keys';
import { startInStoredLanguage, useMemberLanguage } from './features/language';
import { useMemberRootTexts } from './texts';

/**
 * Everything under /app: the session check, the confirmation dialog, and a route announcer that moves
 * focus to each new screen's heading. Cached member data is dropped when the session ends.
 */
export function MemberRoot() {
  const queryClient = useQueryClient();
  // Before anything below reads the session or the cache: the page the shell painted, if any, is rendered as is.
  useState(() => adoptLandingPaint(queryClient));
  // The language this browser last showed, before the first render (decision 0171); GET /me's follows.
  useState(startInStoredLanguage);
  const session = useSession();
  const t = useMemberRootTexts();
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (session === 'signed-out') queryClient.removeQueries({ queryKey: memberKeys.all });
  }, [session, queryClient]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => {
      stopWatching();
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    }, 80);
    // A member who taps or types before the heading takes focus (opens More, starts typing) has moved on: their
    // focus is left where they put it. The screen is still announced.
    const moved = () => {
      clearTimeout(timer);
      stopWatching();
      setTimeout(() => setAnnouncement(document.title), 80);
    };
    const stopWatching = () => {
      window.removeEventListener('pointerdown', moved, true);
      window.removeEventListener('keydown', moved, true);
    };
    window.addEventListener('pointerdown', moved, true);
    window.addEventListener('keydown', moved, true);
    return () => {
      clearTimeout(timer);
      stopWatching();
    };
  }, [pathname]);

  return (
    <ConfirmProvider>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {session === 'signed-in' && <AccountLanguage />}
      <Outlet />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </ConfirmProvider>
  );
}

/** The signed-in member's language from their account, applied on sign-in and boot. */
function AccountLanguage() {
  useMemberLanguage();
  return null;
}
