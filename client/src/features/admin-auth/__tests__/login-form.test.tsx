import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@blynd/shared';
import { toast } from 'sonner';
import { mockFetch, renderWithProviders } from '../../../test-support/render';
import { adminSession } from '../../../lib/auth/session';
import { tokenExpiringIn } from '../../../lib/auth/__tests__/token-fixtures';
import { LoginForm } from '../components/login-form';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const fill = (email: string, password: string, code: string) => {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Access code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Grant Access' }));
};

describe('admin login form', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
    adminSession.reload();
  });

  it('When a field is empty, then it says Please fill in all details and sends nothing', async () => {
    const fetchMock = mockFetch({ body: {} });
    renderWithProviders(<LoginForm />);
    fill('admin@example.com', 'DemoAdmin!2026', '');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.fillInAllDetails, { duration: 3000 }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the email is malformed and the access code is missing, then the missing field is reported', async () => {
    const fetchMock = mockFetch({ body: {} });
    renderWithProviders(<LoginForm />);
    fill('admin.example.com', 'DemoAdmin!2026', '');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.fillInAllDetails, { duration: 3000 }));
    expect(toast.error).not.toHaveBeenCalledWith(MESSAGES.invalidEmailAddress, expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When the email does not look like an address, then it says Invalid email address', async () => {
    mockFetch({ body: {} });
    renderWithProviders(<LoginForm />);
    fill('admin.example.com', 'DemoAdmin!2026', '246810');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidEmailAddress, { duration: 3000 }));
  });

  it('When the password toggle is pressed, then the password shows and the button says Hide password', () => {
    renderWithProviders(<LoginForm />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('When the server refuses, then its error is a toast and no session starts', async () => {
    mockFetch({ status: 401, body: { error: MESSAGES.invalidLogin } });
    renderWithProviders(<LoginForm />);
    fill('admin@example.com', 'wrong-password', '246810');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.invalidLogin, { duration: 3000 }));
    expect(adminSession.get()).toBeNull();
  });

  it('When the details are right, then email, password and passcode are sent and the session starts', async () => {
    const token = tokenExpiringIn(3600);
    const fetchMock = mockFetch({
      body: {
        admin: { _id: 'a1', email: 'admin@example.com', fullname: 'Demo Admin', role: 'Super Admin' },
        adminId: 'a1',
        token,
      },
    });
    renderWithProviders(<LoginForm />);
    fill('admin@example.com', 'DemoAdmin!2026', '246810');
    await waitFor(() => expect(adminSession.get()).toEqual({ adminId: 'a1', token }));
    expect(localStorage.getItem('blynd.adminRefreshToken')).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/admin/adminlogin');
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'admin@example.com',
      password: 'DemoAdmin!2026',
      passcode: '246810',
    });
  });

  it('When the server answers a refresh token and expiry, then they are stored with the session', async () => {
    const token = tokenExpiringIn(900);
    mockFetch({
      body: {
        admin: { _id: 'a1', email: 'admin@example.com', fullname: 'Demo Admin', role: 'Super Admin' },
        adminId: 'a1',
        token,
        refreshToken: 'r1',
        expiresAt: '2026-11-24T09:00:00.000Z',
      },
    });
    renderWithProviders(<LoginForm />);
    fill('admin@example.com', 'DemoAdmin!2026', '246810');
    await waitFor(() =>
      expect(adminSession.get()).toEqual({
        adminId: 'a1',
        token,
        refreshToken: 'r1',
        expiresAt: Date.parse('2026-11-24T09:00:00.000Z'),
      }),
    );
    expect(localStorage.getItem('blynd.adminRefreshToken')).toBe('r1');
  });
});
