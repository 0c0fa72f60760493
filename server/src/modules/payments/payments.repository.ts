import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';

export type NewPayment = typeof payments.$inferInsert;

export async function insertPendingPayment(db: DbOrTx, values: Omit<NewPayment, 'status'>): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values({ ...values, status: 'pending' }).returning();
  return row;
}

export async function findPaymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

/**
 * The one conditional update that makes activation idempotent: only a payment not yet successful moves
 * to success, so of any number of concurrent callers exactly one gets the row back.
 */
export async function claimPaymentSuccess(tx: DbOrTx, paymentId: string, paidAt: Date): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'success', paidAt, updatedAt: sql`now()`, failureReason: null })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'success')))
    .returning();
  return row;
}

/** Records why a payment did not go through; a successful payment is never downgraded. */
export async function markPaymentUnsuccessful(db: DbOrTx, paymentId: string, status: 'failed' | 'abandoned', reason: string) {
  await db
    .update(payments)
    .set({ status, failureReason: reason.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'success')));
}

export async function listStalePendingPayments(db: DbOrTx, createdBefore: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, createdBefore)))
    .orderBy(payments.createdAt)
    .limit(limit);
}
