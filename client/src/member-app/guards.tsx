import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { useSignupStatus } from './api/queries';
import { useSession } from './api/use-session';

/** Signed-in screens: the sign-in screen when there is no session, the sign-up steps until they are done. */
export function RequireMember() {
  const session = useSession();
  const { pathname } = useLocation();
  const signup = useSignupStatus(session === 'signed-in');
  if (session === 'checking') return <PageLoader />;
  if (session === 'signed-out') return <Navigate to={paths.member.signIn} replace />;
  if (signup.isPending) return <PageLoader />;
  const finished = signup.data?.authStep === 11;
  if (!finished && pathname !== paths.member.signUp) return <Navigate to={paths.member.signUp} replace />;
  if (finished && pathname === paths.member.signUp) return <Navigate to={paths.member.discover} replace />;
  return <Outlet />;
}

export function SignedOutOnly() {
  const session = useSession();
  if (session === 'checking') return <PageLoader />;
  if (session === 'signed-in') return <Navigate to={paths.member.root} replace />;
  return <Outlet />;
}
