import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { plans, storeTransactions, tokenPacks, type Store, type StoreTransactionRow } from '../../db/schema';

export type NewStoreTransaction = typeof storeTransactions.$inferInsert;

const byStoreId = (store: Store, storeTransactionId: string) =>
  and(eq(storeTransactions.store, store), eq(storeTransactions.storeTransactionId, storeTransactionId));

export async function findStoreTransaction(
  db: DbOrTx,
  store: Store,
  storeTransactionId: string,
): Promise<StoreTransactionRow | undefined> {
  const [row] = await db.select().from(storeTransactions).where(byStoreId(store, storeTransactionId)).limit(1);
  return row;
}

/**
 * Inserts the transaction unless the store's id is already there (the claim, decision 0144): of any number of
 * concurrent callers one gets the row; the others wait for its transaction and get undefined.
 */
export async function insertStoreTransactionOnce(
  tx: DbOrTx,
  values: NewStoreTransaction,
): Promise<StoreTransactionRow | undefined> {
  const [row] = await tx
    .insert(storeTransactions)
    .values(values)
    .onConflictDoNothing({ target: [storeTransactions.store, storeTransactions.storeTransactionId] })
    .returning();
  return row;
}

/** The transaction's row locked until the transaction ends (first in the settlement's lock order). */
export async function lockStoreTransaction(
  tx: DbOrTx,
  store: Store,
  storeTransactionId: string,
): Promise<StoreTransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(storeTransactions)
    .where(byStoreId(store, storeTransactionId))
    .for('update')
    .limit(1);
  return row;
}

export async function markStoreTransactionRefunded(tx: DbOrTx, id: string, refundedAt: Date) {
  await tx.update(storeTransactions).set({ status: 'refunded', refundedAt }).where(eq(storeTransactions.id, id));
}

/**
 * The refund is reversed (decision 0180): `credited` again (its Premium and tokens restored by the caller), or
 * `reinstated` when nothing was ever credited for it. The reversal's time and count are kept for later notices.
 */
export async function markStoreTransactionRestored(
  tx: DbOrTx,
  id: string,
  status: 'credited' | 'reinstated',
  reversedAt: Date,
) {
  await tx
    .update(storeTransactions)
    .set({
      status,
      refundedAt: null,
      refundReversedAt: reversedAt,
      refundReversals: sql`${storeTransactions.refundReversals} + 1`,
    })
    .where(eq(storeTransactions.id, id));
}

/** A reversal seen while the transaction is not refunded here: a refund notice dated before it is then stale. */
export async function noteRefundReversal(tx: DbOrTx, store: Store, storeTransactionId: string, reversedAt: Date) {
  await tx
    .update(storeTransactions)
    .set({ refundReversedAt: reversedAt })
    .where(
      and(
        byStoreId(store, storeTransactionId),
        sql`(${storeTransactions.refundReversedAt} is null or ${storeTransactions.refundReversedAt} < ${reversedAt})`,
      ),
    );
}

/**
 * The credit's claim of a reinstated transaction (its refund, recorded before anything was credited, was reversed):
 * one conditional update, so of any number of callers one gets the row and the others undefined.
 */
export async function claimReinstatedStoreTransaction(
  tx: DbOrTx,
  store: Store,
  storeTransactionId: string,
  claim: { memberId: string; paymentId: string },
): Promise<StoreTransactionRow | undefined> {
  const [row] = await tx
    .update(storeTransactions)
    .set({ status: 'credited', memberId: claim.memberId, paymentId: claim.paymentId })
    .where(and(byStoreId(store, storeTransactionId), eq(storeTransactions.status, 'reinstated')))
    .returning();
  return row;
}

/** The member an earlier transaction of the same original transaction (a subscription's renewals) was credited to. */
export async function memberOfOriginalTransaction(
  db: DbOrTx,
  store: Store,
  originalTransactionId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ memberId: storeTransactions.memberId })
    .from(storeTransactions)
    .where(
      and(
        eq(storeTransactions.store, store),
        eq(storeTransactions.originalTransactionId, originalTransactionId),
        isNotNull(storeTransactions.memberId),
      ),
    )
    .orderBy(desc(storeTransactions.createdAt))
    .limit(1);
  return row?.memberId ?? undefined;
}

/**
 * The name and website price (whole naira) of what a store product sells: the plan at its cycle's price, or the
 * token pack. Read here rather than through plans or tokens (decision 0139: a read is the reader's own query).
 */
export async function catalogueOf(
  db: DbOrTx,
  bought:
    | { kind: 'premium'; planId: string | null; cycle: 'weekly' | 'monthly' | null }
    | { kind: 'tokens'; tokenPackId: string | null },
): Promise<{ name: string; price: number } | undefined> {
  if (bought.kind === 'tokens') {
    if (!bought.tokenPackId) return undefined;
    const [pack] = await db
      .select({ name: tokenPacks.name, price: tokenPacks.price })
      .from(tokenPacks)
      .where(eq(tokenPacks.id, bought.tokenPackId))
      .limit(1);
    return pack;
  }
  if (!bought.planId) return undefined;
  const [plan] = await db
    .select({ name: plans.name, weekly: plans.weeklyPrice, monthly: plans.monthlyPrice })
    .from(plans)
    .where(eq(plans.id, bought.planId))
    .limit(1);
  return plan && { name: plan.name, price: bought.cycle === 'weekly' ? plan.weekly : plan.monthly };
}
