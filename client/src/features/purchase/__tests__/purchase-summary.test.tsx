import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type BadgeOffer, type ConfirmedDetails, type Plan } from '@blynd/shared';
import { toast } from 'sonner';
import { mockFetch, renderWithProviders } from '../../../test-support/render';
import { PurchaseSummary } from '../components/purchase-summary';
import { PAYMENT_AUTH_KEY, PAYMENT_PENDING_KEY } from '../payment-session';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const spark: Plan = { _id: 's', name: 'Spark', weeklyPrice: 2500, monthlyPrice: 8000, features: ['See who likes you'] };
const badges: BadgeOffer[] = [
  { _id: 'b1', earningStatus: 'Citizen', price: 3500, features: ['Blue badge'] },
  { _id: 'b2', earningStatus: 'Elite', price: 8000, features: ['Gold badge'] },
];
const ada: ConfirmedDetails = {
  userId: '61348a2d-c168-4f0a-bd45-436c067bfb92',
  name: 'Ada Okafor',
  avatar: '',
  state: 'Lagos',
  earningStatus: 'Citizen',
  isPremium: false,
  email: 'a***@example.com',
  token: 'payment-token',
};

const show = (props: Partial<Parameters<typeof PurchaseSummary>[0]> = {}) => {
  const navigateTo = jest.fn();
  renderWithProviders(
    <PurchaseSummary
      member={ada}
      plan={spark}
      cycle="monthly"
      badges={badges}
      onChangeDetails={jest.fn()}
      navigateTo={navigateTo}
      {...props}
    />,
  );
  return navigateTo;
};
const total = () => screen.getByTestId('order-total').textContent;
const proceed = () => screen.getByRole('button', { name: /Proceed to Payment|Already Premium|Starting payment/ });

describe('PurchaseSummary', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
  });

  it('When a free Citizen buys monthly, then the Citizen badge is offered and toggles the total', () => {
    show();
    expect(total()).toBe('₦8,000');
    const offer = screen.getByRole('button', { name: /Citizen badge/ });
    expect(screen.queryByRole('button', { name: /Elite badge/ })).toBeNull();

    fireEvent.click(offer);
    expect(offer.getAttribute('aria-pressed')).toBe('true');
    expect(total()).toBe('₦11,500');

    fireEvent.click(offer);
    expect(offer.getAttribute('aria-pressed')).toBe('false');
    expect(total()).toBe('₦8,000');
  });

  it('When the cycle is weekly, then no badge is offered', () => {
    show({ cycle: 'weekly' });
    expect(screen.queryByText(/verify your earning status/)).toBeNull();
    expect(total()).toBe('₦2,500');
  });

  it('When the member is Premium, then the Premium User tag shows and the button reads Already Premium, disabled', () => {
    show({ member: { ...ada, isPremium: true } });
    expect(screen.getByText('Premium User')).toBeTruthy();
    expect(proceed().textContent).toBe(MESSAGES.alreadyPremium);
    expect((proceed() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(/verify your earning status/)).toBeNull();
  });

  it('When the typed email does not fit the masked one, then it says so under the field and nothing is sent', () => {
    const fetchMock = mockFetch({ body: {} });
    show();
    fireEvent.change(screen.getByLabelText('Confirm your email address'), { target: { value: 'bola@gmail.com' } });
    fireEvent.click(proceed());
    expect(screen.getByRole('alert').textContent).toContain('a***@example.com');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('When payment starts, then the body is priced, credentials are stored and the page goes to the redirect', async () => {
    const fetchMock = mockFetch({ body: { redirect: '/sandbox/paystack/checkout/abc', reference: 'abc' } });
    const navigateTo = show();
    fireEvent.click(screen.getByRole('button', { name: /Citizen badge/ }));
    fireEvent.change(screen.getByLabelText('Confirm your email address'), {
      target: { value: 'ada.okafor@example.com' },
    });
    fireEvent.click(proceed());

    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/sandbox/paystack/checkout/abc'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/subscriptions/initiate-paystack-payment');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer payment-token', 'app-version': '65' });
    expect(JSON.parse(init.body as string)).toEqual({
      userId: ada.userId,
      plan: 'Spark',
      amount: 11500,
      email: 'ada.okafor@example.com',
      includeBadge: true,
      badge: 'Citizen',
      billingType: 'monthly',
    });
    expect(JSON.parse(localStorage.getItem(PAYMENT_AUTH_KEY)!)).toEqual({ userId: ada.userId, token: 'payment-token' });
    expect(localStorage.getItem(PAYMENT_PENDING_KEY)).toBe('true');
  });

  it('When the server answers without a redirect, then the spec toast shows and nothing is stored', async () => {
    mockFetch({ body: { reference: 'abc' } });
    const navigateTo = show({ cycle: 'weekly' });
    fireEvent.change(screen.getByLabelText('Confirm your email address'), {
      target: { value: 'ada.okafor@example.com' },
    });
    fireEvent.click(proceed());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(MESSAGES.paymentStartFailedClient, { duration: 3000 }),
    );
    expect(navigateTo).not.toHaveBeenCalled();
    expect(localStorage.getItem(PAYMENT_AUTH_KEY)).toBeNull();
  });

  it('When the server refuses, then its error shows as a toast', async () => {
    mockFetch({ status: 400, body: { error: MESSAGES.amountMismatch } });
    show({ cycle: 'weekly' });
    fireEvent.change(screen.getByLabelText('Confirm your email address'), {
      target: { value: 'ada.okafor@example.com' },
    });
    fireEvent.click(proceed());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.amountMismatch, { duration: 3000 }));
    expect(proceed().textContent).toBe('Proceed to Payment');
  });
});
