import '../../../test-support/polyfills';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminUser } from '@blynd/shared';
import { UsersTable } from '../components/users-table';
import { MemberDetails } from '../components/member-details';

const member = (over: Partial<AdminUser>): AdminUser => ({
  _id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Okafor',
  avatar: '',
  email: null,
  phone: '2348031234501',
  gender: 'female',
  dob: '1994-03-02',
  location: { state: 'Lagos', region: 'Ikeja' },
  createdAt: '2026-01-10T09:00:00.000Z',
  lastSeen: { date: null },
  earningStatus: null,
  isPremium: false,
  premiumUntil: null,
  earningVerified: false,
  livenessVerified: true,
  disabled: false,
  isBlocked: false,
  completedSignup: true,
  reRegisteredAt: null,
  media: [],
  ...over,
});

describe('re-registered after deletion, in the control centre', () => {
  it('When a member re-registered, then their row in the members list says so and the other rows do not', () => {
    const back = member({
      _id: '00000000-0000-4000-8000-000000000002',
      firstName: 'Bola',
      reRegisteredAt: '2026-03-01T10:00:00.000Z',
    });
    render(
      <MemoryRouter>
        <UsersTable users={[member({}), back]} onOpen={jest.fn()} caption="Members" />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).queryByText('Re-registered after deletion')).toBeNull();
    expect(within(rows[1]!).getByText('Re-registered after deletion')).toBeTruthy();
  });

  it('When the record of a re-registered member is opened, then it says so beside the join date; an ordinary record does not', () => {
    const { unmount } = render(<MemberDetails user={member({ reRegisteredAt: '2026-03-01T10:00:00.000Z' })} />);
    expect(screen.getByText('Re-registered after deletion')).toBeTruthy();
    unmount();
    render(<MemberDetails user={member({})} />);
    expect(screen.queryByText('Re-registered after deletion')).toBeNull();
  });
});
