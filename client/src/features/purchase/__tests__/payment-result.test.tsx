import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@blynd/shared';
import { mockFetch, renderWithProviders } from '../../../test-support/render';
import { PaymentResult } from '../components/payment-result';
import { PAYMENT_AUTH_KEY, PAYMENT_PENDING_KEY, savePaymentSession } from '../payment-session';

describe('PaymentResult', () => {
  beforeEach(() => localStorage.clear());

  it('When there is no reference, then it reads Invalid payment session', () => {
    savePaymentSession({ userId: 'u', token: 't' });
    renderWithProviders(<PaymentResult reference="" />);
    expect(screen.getByRole('heading', { name: MESSAGES.invalidPaymentSession })).toBeTruthy();
  });

  it('When no credentials are stored and the reference is unknown, then it reads Invalid payment session and verifies nothing', async () => {
    const fetchMock = mockFetch({ status: 404, body: { error: 'Payment not found' } });
    renderWithProviders(<PaymentResult reference="ref_123456" />);
    expect(await screen.findByRole('heading', { name: MESSAGES.invalidPaymentSession })).toBeTruthy();
    expect(fetchMock.mock.calls.map((call: unknown[]) => call[0])).toEqual([
      '/api/v1/public/payment-receipts/ref_123456',
    ]);
  });

  it('When the page is reloaded after a success (no credentials any more), then the receipt shows the completed purchase', async () => {
    mockFetch({
      body: {
        reference: 'ref_123456',
        plan: 'Spark',
        billingType: 'weekly',
        badge: null,
        amount: 1500,
        status: 'success',
      },
    });
    renderWithProviders(<PaymentResult reference="ref_123456" />);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('ref_123456')).toBeTruthy();
    expect(screen.getByText('₦1,500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the app' }).getAttribute('href')).toBe('/get');
    expect(screen.queryByText(MESSAGES.invalidPaymentSession)).toBeNull();
  });

  it('When a receipt is still pending without credentials, then it reads Invalid payment session', async () => {
    mockFetch({
      body: {
        reference: 'ref_123456',
        plan: 'Spark',
        billingType: 'weekly',
        badge: null,
        amount: 1500,
        status: 'pending',
      },
    });
    renderWithProviders(<PaymentResult reference="ref_123456" />);
    expect(await screen.findByRole('heading', { name: MESSAGES.invalidPaymentSession })).toBeTruthy();
  });

  it('When verification succeeds, then the summary shows and the stored credentials are cleared', async () => {
    savePaymentSession({ userId: 'u', token: 't' });
    const fetchMock = mockFetch({
      body: { plan: 'Spark', billingType: 'monthly', badge: 'Citizen', amount: 11500 },
      delayMs: 10,
    });
    renderWithProviders(<PaymentResult reference="ref_123456" />);
    expect(screen.getByText('Verifying your payment...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('Monthly')).toBeTruthy();
    expect(screen.getByText('Citizen')).toBeTruthy();
    expect(screen.getByText('₦11,500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Plans' }).getAttribute('href')).toBe('/premium');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/subscriptions/verify-payment/ref_123456');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t', 'app-version': '65' });
    await waitFor(() => expect(localStorage.getItem(PAYMENT_AUTH_KEY)).toBeNull());
    expect(localStorage.getItem(PAYMENT_PENDING_KEY)).toBeNull();
  });

  it('When verification fails, then the server error shows and the credentials stay for another try', async () => {
    savePaymentSession({ userId: 'u', token: 't' });
    mockFetch({ status: 402, body: { error: 'The payment was not completed' } });
    renderWithProviders(<PaymentResult reference="ref_123456" />);
    expect(await screen.findByText('The payment was not completed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: MESSAGES.paymentVerificationFailed })).toBeTruthy();
    expect(localStorage.getItem(PAYMENT_AUTH_KEY)).not.toBeNull();
  });
});
