import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { MEMBER_NAV as NAV, MemberFrame } from '../components/member-frame';
import { useUnreadCount } from '../features/chat/api/get-conversations';
import { LiveProvider, useLive } from './live-provider';

// A chunk of its own, after the first paint: the date check-in is rare and the signed-in shell has a byte budget.
const CheckInPrompt = lazy(() =>
  import('../features/dates/components/check-in-prompt').then((m) => ({ default: m.CheckInPrompt })),
);

/** The signed-in frame (components/member-frame.tsx) with the live channel and the unread count. */
export function AppLayout() {
  // Not in the first render: hydrating the /app/discover shell, whose HTML has no boundary for it, React met one it
  // did not expect and rendered the whole page again, repainting the cards the shell had painted.
  const hydrated = useHydrated();
  return (
    <LiveProvider>
      <MemberFrame nav={<MemberNav />}>
        {hydrated && (
          <Suspense fallback={null}>
            <CheckInPrompt />
          </Suspense>
        )}
        <Outlet />
      </MemberFrame>
    </LiveProvider>
  );
}

function MemberNav() {
  const unread = useUnreadCount();
  const { status } = useLive();
  return (
    <nav aria-label="Member" className="m-nav">
      <ul>
        {NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => `m-nav__link${isActive ? ' m-nav__link--active' : ''}`}>
              {item.label}
              {item.to === paths.member.chat && unread > 0 && (
                <span className="m-badge">
                  {unread}
                  <span className="visually-hidden"> unread</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      <p className="m-nav__status visually-hidden" aria-live="polite">
        {status === 'open' ? 'Live updates on' : status === 'unavailable' ? 'Live updates unavailable' : ''}
      </p>
    </nav>
  );
}
