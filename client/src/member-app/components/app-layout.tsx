import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { Logo } from '../../components/artwork/logo';
import { paths } from '../../config/paths';
import { getConversations } from '../api/chat-api';
import { memberKeys } from '../api/queries';
import { LiveProvider, useLive } from './live-provider';

const NAV = [
  { to: paths.member.discover, label: 'Discover' },
  { to: paths.member.likes, label: 'Likes' },
  { to: paths.member.matches, label: 'Matches' },
  { to: paths.member.chat, label: 'Chat' },
  { to: paths.member.feed, label: 'Feed' },
  { to: paths.member.auctions, label: 'Auctions' },
  { to: paths.member.tokens, label: 'Tokens' },
  { to: paths.member.profile, label: 'Profile' },
  { to: paths.member.settings, label: 'Settings' },
] as const;

/** The signed-in frame: a side bar on wide screens, a scrolling bar along the bottom on phones. */
export function AppLayout() {
  return (
    <LiveProvider>
      <div className="m-shell">
        <header className="m-bar">
          <a href={paths.home} className="m-bar__brand" aria-label="Blynd home">
            <Logo />
          </a>
          <MemberNav />
        </header>
        <main id="main" className="m-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
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

function useUnreadCount() {
  const conversations = useQuery({
    queryKey: memberKeys.conversations,
    queryFn: () => getConversations(),
    retry: false,
    staleTime: 15_000,
  });
  return (conversations.data?.items ?? []).reduce((sum, c) => sum + c.unread, 0);
}
