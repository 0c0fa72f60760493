import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** Inserts the row unless one already carries this reference; undefined then (nothing inserted). */
export async function insertSubscriptionOnce(tx: DbOrTx, values: NewSubscription): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.insert(subscriptions).values(values).onConflictDoNothing({ target: subscriptions.reference }).returning();
  return row;
}

export async function findSubscriptionByReference(db: DbOrTx, reference: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.reference, reference)).limit(1);
  return row;
}

/**
 * Locks the member row and returns the moment a new period starts: now, or the end of a period still
 * running (a second payment that went through is honoured by extending, never lost).
 */
export async function lockPeriodStart(tx: DbOrTx, memberId: string, now: Date): Promise<Date | undefined> {
  const [row] = await tx
    .select({ premiumUntil: members.premiumUntil })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update')
    .limit(1);
  if (!row) return undefined;
  return row.premiumUntil && row.premiumUntil > now ? row.premiumUntil : now;
}

export async function setPremium(tx: DbOrTx, memberId: string, premiumUntil: Date, earningVerified: boolean) {
  await tx
    .update(members)
    .set({ premiumUntil, ...(earningVerified ? { earningVerified: sql`true` } : {}) })
    .where(eq(members.id, memberId));
}
