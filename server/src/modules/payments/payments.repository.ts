import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { payments, type PaymentRow } from '../../db/schema';

export type NewPayment = typeof payments.$inferInsert;

export async function insertPendingPayment(db: DbOrTx, values: Omit<NewPayment, 'status'>): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .returning();
  return row;
}

export async function findPaymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

/**
 * A store purchase's payment (decision 0144), pending until its store transaction is claimed: inserted once per
 * reference (`apple:<transactionId>` / `google:<orderId>`), the same row answered to every caller.
 */
export async function ensurePendingStorePayment(
  db: DbOrTx,
  values: Omit<NewPayment, 'status'> & { channel: 'apple' | 'google' },
): Promise<PaymentRow> {
  await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing({ target: payments.reference });
  const row = await findPaymentByReference(db, values.reference);
  if (!row) throw new Error(`store payment ${values.reference} could not be stored`);
  return row;
}

/** Marks a payment refunded (the store refunded or revoked it), once; false when it was already. */
export async function markPaymentRefunded(tx: DbOrTx, paymentId: string, refundedAt: Date): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ refundedAt, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), isNull(payments.refundedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** The store took its refund back (decision 0180): the payment counts as paid again; false when it was not refunded. */
export async function clearPaymentRefund(tx: DbOrTx, paymentId: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ refundedAt: null, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), isNotNull(payments.refundedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * The one conditional update that makes activation idempotent: only a payment not yet successful (and never
 * refunded) moves to success, so of any number of concurrent callers exactly one gets the row back.
 */
export async function claimPaymentSuccess(
  tx: DbOrTx,
  paymentId: string,
  paidAt: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'success', paidAt, updatedAt: sql`now()`, failureReason: null })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'success'), isNull(payments.refundedAt)))
    .returning();
  return row;
}

/** Records why a payment did not go through; a successful payment is never downgraded. */
export async function markPaymentUnsuccessful(
  db: DbOrTx,
  paymentId: string,
  status: 'failed' | 'abandoned',
  reason: string,
) {
  await db
    .update(payments)
    .set({ status, failureReason: reason.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'success')));
}

/**
 * Website payments worth asking Paystack about again: pending ones started before `createdBefore`, and abandoned
 * ones since `abandonedSince` (a payer may still finish a checkout they left).
 */
export async function listUnsettledPayments(
  db: DbOrTx,
  options: { createdBefore: Date; abandonedSince: Date; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        // Store payments are settled by their store's calls and notifications, never by asking Paystack.
        eq(payments.channel, 'website'),
        lt(payments.createdAt, options.createdBefore),
        or(
          eq(payments.status, 'pending'),
          and(eq(payments.status, 'abandoned'), gt(payments.createdAt, options.abandonedSince)),
        ),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(options.limit);
}

/** The advisory lock that keeps reconciliation to one instance at a time (any fixed number, unique in this app). */
const RECONCILE_LOCK_KEY = 7_240_020;

/**
 * Runs `work` only if no other process is reconciling: a transaction-scoped PostgreSQL advisory lock,
 * released when the transaction ends, even if the process dies. An embedded database belongs to one
 * process, which needs no lock (and its single connection must stay free for the work itself).
 */
export async function whileHoldingReconcileLock<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ locked: true; value: T } | { locked: false }> {
  if (database.kind === 'pglite') return { locked: true, value: await work() };
  return database.db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK_KEY}) as locked`),
    );
    if (!lock?.locked) return { locked: false as const };
    return { locked: true as const, value: await work() };
  });
}

/** Account deletion: the member's payments stay for accounting, without their identity. */
export async function forgetPaymentsOf(tx: DbOrTx, memberId: string) {
  await tx.update(payments).set({ memberId: null, email: '' }).where(eq(payments.memberId, memberId));
}
