import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAdminSession } from '../../lib/auth/use-admin-session';
import { adminPaths, returnPathAfterLogin } from '../../config/admin-screens';

/** Anonymous visitors (or an ended session) go to login, remembering where they were. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  if (!session)
    return <Navigate to={adminPaths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}

/** A signed-in admin opening the login page goes to the app. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useAdminSession();
  const location = useLocation();
  if (session) return <Navigate to={returnPathAfterLogin(location.state)} replace />;
  return <>{children}</>;
}
