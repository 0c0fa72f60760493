import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import type { AdminArea } from '@blynd/shared';
import { LogoMark } from '../../components/artwork/logo';
import { Button, ButtonLink } from '../../components/ui/button';
import { site } from '../../config/site';
import { ErrorState, LoadingState } from '../../components/admin/query-state';
import { ADMIN_NAV, adminPaths, currentNavKey } from '../../config/admin-screens';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { CurrentAdminProvider, useCurrentAdmin } from '../../lib/auth/current-admin';
import { logoutAdmin } from '../../lib/auth/session-api';
import { useAdminSession } from '../../lib/auth/use-admin-session';
import { notifySuccess } from '../../lib/toast';

export type AdminRouteHandle = { area?: AdminArea };

/** The protected frame: who is signed in (from the dashboard call), the sidebar, and the screen. */
export function AdminLayout() {
  const session = useAdminSession();
  const dashboard = useDashboard(session?.adminId ?? '');
  if (!session) return null;
  if (dashboard.isPending) {
    return (
      <main id="main" className="admin-login">
        <LoadingState label="Opening the control centre" />
      </main>
    );
  }
  // A failed background refresh (the badge's poll) keeps the last answer on screen; only a first load that failed stops here.
  if (!dashboard.data) {
    return (
      <main id="main" className="admin-login">
        <div className="admin-login__card">
          <h1>Control centre</h1>
          <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
          <Button variant="ghost" size="sm" onClick={() => void logoutAdmin()}>
            Logout
          </Button>
        </div>
      </main>
    );
  }
  return (
    <CurrentAdminProvider admin={dashboard.data.admin}>
      <Shell unread={dashboard.data.ContactMessages.unreadCount} />
    </CurrentAdminProvider>
  );
}

function Shell({ unread }: { unread: number }) {
  const admin = useCurrentAdmin();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const currentKey = currentNavKey(pathname);
  const matches = useMatches();
  const area = matches
    .map((match) => (match.handle as AdminRouteHandle | undefined)?.area)
    .filter(Boolean)
    .pop();

  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const logout = async () => {
    await logoutAdmin();
    notifySuccess('You are signed out');
    navigate(adminPaths.login, { replace: true });
  };

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* A header (the page's one banner landmark), so the phone-width bar is inside a landmark as axe asks. */}
      <header className="admin-topbar">
        <span className="admin-sidebar__brand">
          <LogoMark size={30} /> {site.productName}
        </span>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? 'Close' : 'Menu'}
        </button>
      </header>
      <aside
        id="admin-sidebar"
        className={`admin-sidebar${menuOpen ? ' admin-sidebar--open' : ''}`}
        aria-label="Control centre"
      >
        <Link to={adminPaths.dashboard} className="admin-sidebar__brand">
          <LogoMark size={34} />
          <span>
            {site.productName}
            <small>Control centre</small>
          </span>
        </Link>
        <nav className="admin-nav" aria-label="Screens">
          <ul>
            {ADMIN_NAV.filter((item) => admin.can(item.area)).map((item) => (
              <li key={item.key}>
                <Link to={item.to} aria-current={currentKey === item.key ? 'page' : undefined}>
                  <span>{item.label}</span>
                  {item.key === 'messages' && unread > 0 && (
                    <span className="admin-nav__badge">
                      {unread}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="admin-sidebar__me" aria-label="Signed in as">
          <p className="admin-sidebar__name">{admin.fullname}</p>
          <p className="admin-sidebar__role">{admin.role}</p>
          <button type="button" className="admin-sidebar__logout" onClick={() => void logout()}>
            Logout
          </button>
        </section>
      </aside>
      <main id="main" className="admin-main" tabIndex={-1}>
        {area && !admin.can(area) ? <NoAccess /> : <Outlet />}
      </main>
    </div>
  );
}

function NoAccess() {
  const admin = useCurrentAdmin();
  useEffect(() => {
    document.title = 'No access | Control centre';
  }, []);
  return (
    <section className="admin-panel" aria-labelledby="no-access-title">
      <h1 id="no-access-title">This screen is not part of your role</h1>
      <p>As {admin.role}, you cannot use this screen. Ask a Super Admin if your work needs it.</p>
      <ButtonLink to={adminPaths.dashboard} size="sm">
        Go to the dashboard
      </ButtonLink>
    </section>
  );
}
