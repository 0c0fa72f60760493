import { randomBytes } from 'node:crypto';

export type SandboxTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  /** Kobo, as Paystack keeps it. */
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  /** Paystack reports a transaction nobody paid yet as abandoned; Pay makes it success. */
  status: 'abandoned' | 'success';
  gatewayResponse: string;
  createdAt: Date;
  paidAt: Date | null;
};

const MAX_TRANSACTIONS = 10_000;
const NOT_COMPLETED = 'The transaction was not completed';

/**
 * The sandbox's memory of transactions. It lives as long as the process, which is all a local test
 * payment needs; the oldest are forgotten beyond a cap so it cannot grow without bound.
 */
export function createSandboxStore() {
  const byReference = new Map<string, SandboxTransaction>();
  const byAccessCode = new Map<string, SandboxTransaction>();
  let nextId = 1;

  return {
    has: (reference: string) => byReference.has(reference),
    byReference: (reference: string) => byReference.get(reference),
    byAccessCode: (accessCode: string) => byAccessCode.get(accessCode),
    create(
      input: Pick<SandboxTransaction, 'email' | 'amount' | 'currency' | 'callbackUrl' | 'metadata'> & {
        reference?: string;
      },
      now: Date,
    ) {
      if (byReference.size >= MAX_TRANSACTIONS) {
        const oldest = byReference.values().next().value!;
        byReference.delete(oldest.reference);
        byAccessCode.delete(oldest.accessCode);
      }
      const transaction: SandboxTransaction = {
        ...input,
        id: nextId++,
        reference: input.reference ?? `T${randomBytes(7).toString('hex')}`,
        accessCode: randomBytes(9).toString('hex'),
        status: 'abandoned',
        gatewayResponse: NOT_COMPLETED,
        createdAt: now,
        paidAt: null,
      };
      byReference.set(transaction.reference, transaction);
      byAccessCode.set(transaction.accessCode, transaction);
      return transaction;
    },
    markPaid(transaction: SandboxTransaction, now: Date) {
      transaction.status = 'success';
      transaction.gatewayResponse = 'Successful';
      transaction.paidAt = now;
    },
    markCancelled(transaction: SandboxTransaction) {
      if (transaction.status === 'success') return;
      transaction.gatewayResponse = 'The transaction was cancelled by the customer';
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;

/** A transaction as Paystack shows it in verify answers and webhook events. */
export const transactionView = (t: SandboxTransaction) => ({
  id: t.id,
  domain: 'test',
  status: t.status,
  reference: t.reference,
  amount: t.amount,
  message: null,
  gateway_response: t.gatewayResponse,
  paid_at: t.paidAt?.toISOString() ?? null,
  created_at: t.createdAt.toISOString(),
  channel: 'card',
  currency: t.currency,
  metadata: t.metadata ?? null,
  fees:
    t.status === 'success'
      ? Math.min(Math.round(t.amount * 0.015) + (t.amount >= 250_000 ? 10_000 : 0), 200_000)
      : null,
  customer: { id: 1, email: t.email, customer_code: 'CUS_sandbox' },
  authorization:
    t.status === 'success'
      ? {
          authorization_code: 'AUTH_sandbox',
          bin: '408408',
          last4: '4081',
          channel: 'card',
          card_type: 'visa',
          bank: 'TEST BANK',
          country_code: 'NG',
          brand: 'visa',
          reusable: false,
        }
      : null,
});
