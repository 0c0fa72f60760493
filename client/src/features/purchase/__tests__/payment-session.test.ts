import {
  clearPaymentSession,
  isPaymentPending,
  PAYMENT_AUTH_KEY,
  PAYMENT_PENDING_KEY,
  readPaymentAuth,
  savePaymentSession,
} from '../payment-session';

describe('payment session storage', () => {
  beforeEach(() => localStorage.clear());

  it('When a payment starts, then the credentials and the pending flag are stored under one key each', () => {
    savePaymentSession({ userId: 'u1', token: 't1' });
    expect(JSON.parse(localStorage.getItem(PAYMENT_AUTH_KEY)!)).toEqual({ userId: 'u1', token: 't1' });
    expect(localStorage.getItem(PAYMENT_PENDING_KEY)).toBe('true');
    expect(readPaymentAuth()).toEqual({ userId: 'u1', token: 't1' });
    expect(isPaymentPending()).toBe(true);
  });

  it('When verification succeeds, then both are cleared', () => {
    savePaymentSession({ userId: 'u1', token: 't1' });
    clearPaymentSession();
    expect(readPaymentAuth()).toBeNull();
    expect(isPaymentPending()).toBe(false);
  });

  it('When the stored value is damaged, then there are no credentials', () => {
    localStorage.setItem(PAYMENT_AUTH_KEY, '{not json');
    expect(readPaymentAuth()).toBeNull();
    localStorage.setItem(PAYMENT_AUTH_KEY, JSON.stringify({ userId: 'u1' }));
    expect(readPaymentAuth()).toBeNull();
  });
});
