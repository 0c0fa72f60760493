import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminBadgeOffer, AdminPlan } from '@blynd/shared';
import { toast } from 'sonner';
import { mockFetch, renderWithProviders } from '../../../test-support/render';
import { adminSession } from '../../../lib/auth/session';
import { tokenExpiringIn } from '../../../lib/auth/__tests__/token-fixtures';
import { BadgeFormModal } from '../components/badge-form-modal';
import { PlanFormModal } from '../components/plan-form-modal';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const gold: AdminPlan = {
  _id: 'p1',
  name: 'Gold',
  weeklyPrice: 1500,
  monthlyPrice: 5000,
  features: ['See who likes you'],
  sortOrder: 1,
  retired: false,
  isFree: false,
};
const free: AdminPlan = { ...gold, _id: 'p0', name: 'Free', weeklyPrice: 0, monthlyPrice: 0, isFree: true };
const elite: AdminBadgeOffer = {
  _id: 'b1',
  earningStatus: 'Elite',
  price: 2000,
  features: ['A gold tick'],
  retired: false,
};

const sentBody = (fetchMock: jest.Mock) =>
  JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as unknown;

describe('the plan and badge offer editors', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    adminSession.start({ adminId: 'a1', token: tokenExpiringIn(3600) });
  });

  it('When a new plan has a price that is not a whole number, then it says so, sends nothing and stays open', async () => {
    const fetchMock = mockFetch({ body: {} });
    const onClose = jest.fn();
    renderWithProviders(<PlanFormModal plan={null} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'New plan' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Silver' } });
    fireEvent.change(screen.getByLabelText('Weekly price (naira)'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Monthly price (naira)'), { target: { value: '4000' } });
    fireEvent.change(screen.getByLabelText(/^Features/), { target: { value: 'Unlimited likes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('When a plan is edited and saved, then its prices and features (one a line) are sent, the answer shows and the editor closes', async () => {
    const fetchMock = mockFetch({ body: { message: 'Plan saved', plan: { ...gold, monthlyPrice: 6000 } } });
    const onClose = jest.fn();
    renderWithProviders(<PlanFormModal plan={gold} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Edit Gold' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Monthly price (naira)'), { target: { value: '6,000' } });
    fireEvent.change(screen.getByLabelText(/^Features/), { target: { value: 'See who likes you\n\n  Rewind  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('/plans/p1');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Gold',
      weeklyPrice: 1500,
      monthlyPrice: 6000,
      features: ['See who likes you', 'Rewind'],
    });
    expect(toast.success).toHaveBeenCalledWith('Plan saved', expect.anything());
  });

  it('When the Free plan is edited, then its name and prices are locked and only its features are sent', async () => {
    const fetchMock = mockFetch({ body: { message: 'Plan saved', plan: free } });
    renderWithProviders(<PlanFormModal plan={free} onClose={jest.fn()} />);
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Weekly price (naira)') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({ features: ['See who likes you'] });
  });

  it('When a new badge offer is made, then the earning status is chosen from those without one and sent with the price', async () => {
    const fetchMock = mockFetch({
      body: { message: 'Badge offer created', badge: { ...elite, _id: 'b2', earningStatus: 'Citizen', price: 1000 } },
    });
    const onClose = jest.fn();
    renderWithProviders(<BadgeFormModal badge={null} statuses={['Citizen', 'Elite']} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'New badge offer' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Citizen', 'Elite']);
    fireEvent.change(screen.getByLabelText('Price (naira)'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText(/^Features/), { target: { value: 'A tick' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create badge offer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({ price: 1000, features: ['A tick'], earningStatus: 'Citizen' });
  });

  it('When a badge offer is edited, then there is no earning status to choose and a zero price is refused', async () => {
    const fetchMock = mockFetch({ body: {} });
    renderWithProviders(<BadgeFormModal badge={elite} statuses={[]} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Edit the Elite badge' })).toBeTruthy();
    expect(screen.queryByLabelText('Earning status')).toBeNull();
    fireEvent.change(screen.getByLabelText('Price (naira)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save badge' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Price must be above 0', expect.anything()));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
