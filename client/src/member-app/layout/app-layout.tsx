import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useHydrated } from '../../lib/use-hydrated';
import { isActive, MemberFrame, MemberNav, MORE_NAV } from '../components/member-frame';
import { useUnreadCount } from '../features/chat/api/get-conversations';
import { startByteCounter } from '../features/data-saver/session-bytes';
import { LanguagePicker } from '../features/language';
import { paths } from '../../config/paths';
import { LiveProvider, useLive } from './live-provider';
import { useNavTexts } from '../components/member-nav-texts';

// A chunk of its own, after the first paint: the date check-in is rare and the signed-in shell has a byte budget.
const CheckInPrompt = lazy(() =>
  import('../features/dates/components/check-in-prompt').then((m) => ({ default: m.CheckInPrompt })),
);

/** The signed-in frame (components/member-frame.tsx) with the live channel and the unread count. */
export function AppLayout() {
  // Not in the first render: hydrating the /app/discover shell, whose HTML has no boundary for it, React met one it
  // did not expect and rendered the whole page again, repainting the cards the shell had painted.
  const hydrated = useHydrated();
  // The data saver's running count: from the page load on, whatever screen Settings is opened from.
  useEffect(() => void startByteCounter(), []);
  return (
    <LiveProvider>
      <MemberFrame nav={<SignedInNav />}>
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

function SignedInNav() {
  const t = useNavTexts();
  const unread = useUnreadCount();
  const { status } = useLive();
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const closeMore = useCallback(() => setMoreOpen(false), []);
  // A link followed (or the back button) closes the sheet.
  useEffect(() => closeMore(), [pathname, closeMore]);
  return (
    <MemberNav
      pathname={pathname}
      unread={unread}
      status={status === 'open' ? t('liveOn') : status === 'unavailable' ? t('liveUnavailable') : ''}
      moreOpen={moreOpen}
      onMore={() => setMoreOpen(true)}
      sheet={moreOpen && <MoreSheet pathname={pathname} onClose={closeMore} />}
    />
  );
}

/**
 * The destinations that are not tabs, in a modal sheet over the tab bar (a native dialog: focus kept inside,
 * Escape, the backdrop and "Close" close it, focus returns to "More"). Phones only: the side bar lists them all.
 */
function MoreSheet({ pathname, onClose }: { pathname: string; onClose: () => void }) {
  const t = useNavTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  // Closing the dialog itself (not only unmounting it) lets the browser put focus back on More; its close event
  // then unmounts the sheet.
  const close = useCallback(() => dialog.current?.close(), []);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  // The sheet is for phones: widened past the tab bar's breakpoint, the side bar shows every link.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 900px)');
    const onChange = () => wide.matches && close();
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [close]);
  return (
    <dialog
      ref={dialog}
      className="m-more"
      aria-labelledby="m-more-title"
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="m-more__panel">
        <div className="m-more__head">
          <h2 id="m-more-title" className="m-more__title">
            {t('moreTitle')}
          </h2>
          <button type="button" className="m-more__close" onClick={close}>
            {t('close')}
          </button>
        </div>
        <ul className="m-more__list">
          {MORE_NAV.map((item) => {
            const active = isActive(pathname, item.to);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`m-more__link${active ? ' m-more__link--active' : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                >
                  {t(item.key)}
                </Link>
              </li>
            );
          })}
        </ul>
        {/* Settings has the picker on the page itself: one set of radios at a time. */}
        {!isActive(pathname, paths.member.settings) && (
          <div className="m-more__extra">
            <LanguagePicker />
          </div>
        )}
      </div>
    </dialog>
  );
}
