import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storeTransactions } from '../../db/schema';

/** The newest Google order recorded for a purchase token (a subscription's renewals share one token). */
export async function latestGoogleTransactionOfToken(db: DbOrTx, purchaseToken: string) {
  const [row] = await db
    .select({ storeTransactionId: storeTransactions.storeTransactionId, memberId: storeTransactions.memberId })
    .from(storeTransactions)
    .where(and(eq(storeTransactions.store, 'google'), eq(storeTransactions.purchaseToken, purchaseToken)))
    .orderBy(desc(storeTransactions.purchasedAt), desc(storeTransactions.createdAt))
    .limit(1);
  return row;
}
