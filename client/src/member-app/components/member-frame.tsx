import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/artwork/logo';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { DiscoverSkeleton } from './discover-skeleton';

export const MEMBER_NAV = [
  { to: paths.member.discover, label: 'Discover' },
  { to: paths.member.likes, label: 'Likes' },
  { to: paths.member.matches, label: 'Matches' },
  { to: paths.member.dates, label: 'Dates' },
  { to: paths.member.chat, label: 'Chat' },
  { to: paths.member.feed, label: 'Feed' },
  { to: paths.member.auctions, label: 'Auctions' },
  { to: paths.member.tokens, label: 'Tokens' },
  { to: paths.member.profile, label: 'Profile' },
  { to: paths.member.settings, label: 'Settings' },
] as const;

/** The signed-in frame: a side bar on wide screens, a scrolling bar along the bottom on phones. */
export function MemberFrame({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  return (
    <div className="m-shell">
      <header className="m-bar">
        <a href={paths.home} className="m-bar__brand" aria-label="Blynd home">
          <Logo />
        </a>
        {nav}
      </header>
      <main id="main" className="m-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** /app redirects to discover, so its frame shows discover too. */
const isDiscover = (pathname: string) => /^\/app\/?$|^\/app\/discover\/?$/.test(pathname);
const isActive = (pathname: string, to: string) =>
  to === paths.member.discover ? isDiscover(pathname) : pathname === to || pathname.startsWith(`${to}/`);

/**
 * The frame while the session and the sign-up status are checked, laid out exactly as the signed-in frame
 * (AppLayout) and, on discover, its screen's first render (heading and loader), so swapping one for the other
 * moves nothing. The /app/discover shell carries it prerendered (client/scripts/prerender.mjs), so the first
 * paint needs only the HTML (docs/decisions/0102-app-lcp-one-round-trip.md).
 */
export function LandingFrame({ pathname }: { pathname: string }) {
  return (
    <MemberFrame
      nav={
        <nav aria-label="Member" className="m-nav">
          <ul>
            {MEMBER_NAV.map((item) => {
              const active = isActive(pathname, item.to);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={`m-nav__link${active ? ' m-nav__link--active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="m-nav__status visually-hidden" aria-live="polite"></p>
        </nav>
      }
    >
      {isDiscover(pathname) ? <DiscoverSkeleton /> : <PageLoader />}
    </MemberFrame>
  );
}
