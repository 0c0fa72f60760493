/**
 * What the purchase flow keeps in the browser between leaving for the payment page and coming back
 * (docs/domain-rules.md#payments): the member's payment credentials and a pending flag, cleared once verification succeeds.
 */
export const PAYMENT_AUTH_KEY = 'blynd.paymentAuth';
export const PAYMENT_PENDING_KEY = 'blynd.paymentPending';

export type PaymentAuth = { userId: string; token: string };

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage can be blocked (private modes, strict settings)
  }
};

export function savePaymentSession(auth: PaymentAuth) {
  const store = storage();
  store?.setItem(PAYMENT_AUTH_KEY, JSON.stringify(auth));
  store?.setItem(PAYMENT_PENDING_KEY, 'true');
}

export function readPaymentAuth(): PaymentAuth | null {
  const raw = storage()?.getItem(PAYMENT_AUTH_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PaymentAuth>;
    return typeof parsed.userId === 'string' && parsed.userId && typeof parsed.token === 'string' && parsed.token
      ? { userId: parsed.userId, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

export const isPaymentPending = () => storage()?.getItem(PAYMENT_PENDING_KEY) === 'true';

export function clearPaymentSession() {
  const store = storage();
  store?.removeItem(PAYMENT_AUTH_KEY);
  store?.removeItem(PAYMENT_PENDING_KEY);
}
