import '../../../test-support/polyfills';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { tokenExpiringIn } from '../../../lib/auth/__tests__/token-fixtures';
import { adminSession } from '../../../lib/auth/session';
import { GuestOnly, RequireAdmin } from '../guards';

function Where() {
  const location = useLocation();
  return (
    <p>
      at {`${location.pathname}${location.search}`} from{' '}
      {String((location.state as { from?: string } | null)?.from ?? '-')}
    </p>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/control/center/auth/login"
          element={
            <GuestOnly>
              <Where />
            </GuestOnly>
          }
        />
        <Route
          path="/control/center/app/*"
          element={
            <RequireAdmin>
              <Where />
            </RequireAdmin>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('control centre guards', () => {
  beforeEach(() => {
    localStorage.clear();
    adminSession.reload();
  });

  it('When no one is signed in, then an app screen sends the visitor to login, remembering the screen', () => {
    renderAt('/control/center/app/users?page=2');
    expect(screen.getByText('at /control/center/auth/login from /control/center/app/users?page=2')).toBeTruthy();
  });

  it('When an admin is signed in, then the login page sends them to the app', () => {
    adminSession.start({ adminId: 'a1', token: tokenExpiringIn(3600) });
    renderAt('/control/center/auth/login');
    expect(screen.getByText('at /control/center/app from -')).toBeTruthy();
  });

  it('When the session ends while a screen is open, then the admin is taken to login at once', () => {
    adminSession.start({ adminId: 'a1', token: tokenExpiringIn(3600) });
    renderAt('/control/center/app/reports');
    expect(screen.getByText('at /control/center/app/reports from -')).toBeTruthy();
    act(() => adminSession.clear());
    expect(screen.getByText('at /control/center/auth/login from /control/center/app/reports')).toBeTruthy();
  });

  it('When a stored token has expired, then loading the app treats the visitor as signed out', () => {
    localStorage.setItem('blynd.adminId', 'a1');
    localStorage.setItem('blynd.adminToken', tokenExpiringIn(-10));
    adminSession.reload();
    renderAt('/control/center/app/dashboard');
    expect(screen.getByText(/^at \/control\/center\/auth\/login/)).toBeTruthy();
  });
});
