import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type AdminAuthentication } from '@blynd/shared';
import { toast } from 'sonner';
import { mockFetch, renderWithProviders } from '../../../test-support/render';
import { adminSession } from '../../../lib/auth/session';
import { tokenExpiringIn } from '../../../lib/auth/__tests__/token-fixtures';
import { EditLevelModal } from '../components/edit-level-modal';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const auth: AdminAuthentication = {
  _id: '7b0e8c52-3c1b-4e59-9b55-1f7c1a2d9e01',
  authStep: 4,
  phone: '2348031234501',
  owner: {
    _id: 'u1',
    firstName: 'Ada',
    lastName: 'Okafor',
    avatar: '',
    email: 'ada.okafor@example.com',
    phone: '2348031234501',
    gender: 'female',
    earningStatus: 'Citizen',
    completedSignup: false,
  },
  createdAt: '2026-01-01T00:00:00.000Z',
  isBlocked: false,
};

describe('edit authentication level', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    adminSession.start({ adminId: 'a1', token: tokenExpiringIn(3600) });
  });

  it('When it opens, then the four listed levels are named and the box takes at most 2 characters', () => {
    renderWithProviders(<EditLevelModal auth={auth} onClose={jest.fn()} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 edit name',
      '2 edit birthday',
      '4 edit gender',
      '10 accept terms',
    ]);
    expect((screen.getByLabelText('Level') as HTMLInputElement).maxLength).toBe(2);
  });

  it('When the level is not 1, 2, 4, 10 or 11, then it says Enter a valid level and sends nothing', async () => {
    const fetchMock = mockFetch({ body: {} });
    renderWithProviders(<EditLevelModal auth={auth} onClose={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save level' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.enterValidLevel, { duration: 3000 }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When level 11 is saved, then the record id and step go to editAuth and the answer is shown for 2 seconds', async () => {
    const onClose = jest.fn();
    const fetchMock = mockFetch({ body: { message: 'Level updated', auth: { ...auth, authStep: 11 } } });
    renderWithProviders(<EditLevelModal auth={auth} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save level' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Level updated', { duration: 2000 }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/admin/editAuth');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({ authId: auth._id, step: 11, adminId: 'a1' });
    expect(onClose).toHaveBeenCalled();
  });
});
