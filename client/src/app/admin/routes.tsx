import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/**
 * The control centre's routes, loaded on demand (app/router.tsx patches them in beside the public
 * site). This first version only holds the sign-in page; the admin feature replaces it.
 */
function AdminLogin() {
  return (
    <main style={{ maxWidth: 420, margin: '80px auto', padding: '0 20px' }}>
      <h1>Control centre</h1>
      <p>Staff sign in with their email address, password and access code.</p>
    </main>
  );
}

export const adminRoutes: RouteObject[] = [
  { path: paths.admin.login, element: <AdminLogin /> },
  { path: `${paths.admin.root}/*`, element: <Navigate to={paths.admin.login} replace /> },
];
