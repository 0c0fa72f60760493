import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { paths } from '../config/paths';
import { useSession } from './api/use-session';
import { LandingFrame } from './components/member-frame';
import { useSignupStatus } from './features/signup/api/get-signup-status';

/**
 * While the session or the sign-up status is being checked: the signed-in frame with the screen's heading where
 * it is known (what the /app/discover shell carries prerendered), a plain loader for the sign-up steps.
 */
const Checking = ({ pathname }: { pathname: string }) =>
  pathname === paths.member.signUp ? <PageLoader /> : <LandingFrame pathname={pathname} />;

/** Signed-in screens: the sign-in screen when there is no session, the sign-up steps until they are done. */
export function RequireMember() {
  const session = useSession();
  const { pathname } = useLocation();
  const signup = useSignupStatus(session === 'signed-in');
  if (session === 'checking') return <Checking pathname={pathname} />;
  if (session === 'signed-out') return <Navigate to={paths.member.signIn} replace />;
  if (signup.isPending) return <Checking pathname={pathname} />;
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
