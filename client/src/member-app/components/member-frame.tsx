import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/artwork/logo';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { useNavTexts } from './member-nav-texts';
import { DiscoverSkeleton } from './discover-skeleton';

type NavKey =
  'discover' | 'likes' | 'matches' | 'dates' | 'chat' | 'feed' | 'auctions' | 'tokens' | 'profile' | 'settings';

/**
 * Every destination, in the side bar's order. `tab`: one of the phone's bottom tabs; the others sit behind "More"
 * (docs/decisions/0172-phone-navigation.md).
 */
export const MEMBER_NAV: readonly { to: string; key: NavKey; tab: boolean }[] = [
  { to: paths.member.discover, key: 'discover', tab: true },
  { to: paths.member.likes, key: 'likes', tab: true },
  { to: paths.member.matches, key: 'matches', tab: true },
  { to: paths.member.dates, key: 'dates', tab: false },
  { to: paths.member.chat, key: 'chat', tab: true },
  { to: paths.member.feed, key: 'feed', tab: false },
  { to: paths.member.auctions, key: 'auctions', tab: false },
  { to: paths.member.tokens, key: 'tokens', tab: false },
  { to: paths.member.profile, key: 'profile', tab: false },
  { to: paths.member.settings, key: 'settings', tab: false },
];
export const MORE_NAV = MEMBER_NAV.filter((item) => !item.tab);

/** /app redirects to discover, so its frame shows discover too. */
const isDiscover = (pathname: string) => /^\/app\/?$|^\/app\/discover\/?$/.test(pathname);
export const isActive = (pathname: string, to: string) =>
  to === paths.member.discover ? isDiscover(pathname) : pathname === to || pathname.startsWith(`${to}/`);

/** The signed-in frame: a side bar on wide screens; on phones a slim top bar and a tab bar along the bottom. */
export function MemberFrame({ nav, children }: { nav: ReactNode; children: ReactNode }) {
  const t = useNavTexts();
  return (
    <div className="m-shell">
      <header className="m-bar">
        <a href={paths.home} className="m-bar__brand" aria-label={t('home')}>
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

/** The tabs' pictures: decoration beside the label, hidden from assistive technology. */
function NavIcon({ name }: { name: NavKey | 'more' }) {
  const shapes: Partial<Record<NavKey | 'more', ReactNode>> = {
    discover: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z" />,
    likes: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
    matches: (
      <path d="M8.5 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 19c0-3 2.5-5 5.5-5s5.5 2 5.5 5m-1-4.6c.8-.3 1.6-.4 2.5-.4 3 0 5.5 2 5.5 5" />
    ),
    chat: <path d="M4 5h16v11H9l-5 4V5Z" />,
    more: <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3.2" />,
  };
  return (
    <svg
      className="m-nav__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}

/**
 * The member navigation, the same markup for the prerendered frame (LandingFrame) and the signed-in one (AppLayout),
 * so hydrating one into the other matches. One list: the side bar shows every item; on phones CSS keeps the four
 * tabs and "More", which opens `sheet` (the rest, rendered by AppLayout once opened).
 */
export function MemberNav({
  pathname,
  unread = 0,
  status = '',
  onMore,
  moreOpen = false,
  sheet,
}: {
  pathname: string;
  unread?: number;
  status?: string;
  onMore?: () => void;
  moreOpen?: boolean;
  sheet?: ReactNode;
}) {
  const t = useNavTexts();
  const inMore = MORE_NAV.some((item) => isActive(pathname, item.to));
  return (
    <nav aria-label={t('navLabel')} className="m-nav">
      <ul>
        {MEMBER_NAV.map((item) => {
          const active = isActive(pathname, item.to);
          return (
            <li key={item.to} className={item.tab ? 'm-nav__item m-nav__item--tab' : 'm-nav__item'}>
              <Link
                to={item.to}
                className={`m-nav__link${active ? ' m-nav__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {item.tab && <NavIcon name={item.key} />}
                <span className="m-nav__label">{t(item.key)}</span>
                {item.key === 'chat' && unread > 0 && (
                  <span className="m-badge">
                    {unread}
                    <span className="visually-hidden">{t('unread')}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
        <li className="m-nav__item m-nav__item--more">
          <button
            type="button"
            className={`m-nav__link${inMore ? ' m-nav__link--active' : ''}`}
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            onClick={onMore}
          >
            <NavIcon name="more" />
            <span className="m-nav__label">{t('more')}</span>
          </button>
        </li>
      </ul>
      {sheet}
      <p className="m-nav__status visually-hidden" aria-live="polite">
        {status}
      </p>
    </nav>
  );
}

/**
 * The frame while the session and the sign-up status are checked, laid out exactly as the signed-in frame
 * (AppLayout) and, on discover, its screen's first render (heading and loader), so swapping one for the other
 * moves nothing. The /app/discover shell carries it prerendered (client/scripts/prerender.mjs), so the first
 * paint needs only the HTML (docs/decisions/0102-app-lcp-one-round-trip.md).
 */
export function LandingFrame({ pathname }: { pathname: string }) {
  return (
    <MemberFrame nav={<MemberNav pathname={pathname} />}>
      {isDiscover(pathname) ? <DiscoverSkeleton /> : <PageLoader />}
    </MemberFrame>
  );
}
