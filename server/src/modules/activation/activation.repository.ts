import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** Inserts the row unless one already carries this reference; undefined then (nothing inserted). */
export async function insertSubscriptionOnce(
  tx: DbOrTx,
  values: NewSubscription,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing({ target: subscriptions.reference })
    .returning();
  return row;
}

export async function findSubscriptionByReference(db: DbOrTx, reference: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.reference, reference)).limit(1);
  return row;
}

/**
 * Locks the member row until the transaction ends (SELECT … FOR UPDATE) and answers its Premium end as it
 * stands once the lock is held: concurrent activations for one member queue here and each sees the
 * previous one's result (decision 0021). Undefined when the member does not exist.
 */
export async function lockMemberPremium(
  tx: DbOrTx,
  memberId: string,
): Promise<{ premiumUntil: Date | null } | undefined> {
  const [row] = await tx
    .select({ premiumUntil: members.premiumUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update')
    .limit(1);
  return row;
}

export async function setPremium(tx: DbOrTx, memberId: string, premiumUntil: Date, earningVerified: boolean) {
  await tx
    .update(members)
    .set({ premiumUntil, ...(earningVerified ? { earningVerified: sql`true` } : {}) })
    .where(eq(members.id, memberId));
}

/** Marks the subscription a reference activated as refunded, once; undefined when none or refunded before. */
export async function markSubscriptionRefunded(
  tx: DbOrTx,
  reference: string,
  refundedAt: Date,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(subscriptions)
    .set({ refundedAt })
    .where(and(eq(subscriptions.reference, reference), isNull(subscriptions.refundedAt)))
    .returning();
  return row;
}

/** The refund of the subscription a reference activated, taken back once; undefined when none or not refunded. */
export async function clearSubscriptionRefund(tx: DbOrTx, reference: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(subscriptions)
    .set({ refundedAt: null })
    .where(and(eq(subscriptions.reference, reference), isNotNull(subscriptions.refundedAt)))
    .returning();
  return row;
}

/** Account deletion: the member's activations stay for accounting, without their identity. */
export async function forgetSubscriptionsOf(tx: DbOrTx, memberId: string) {
  await tx.update(subscriptions).set({ memberId: null }).where(eq(subscriptions.memberId, memberId));
}
