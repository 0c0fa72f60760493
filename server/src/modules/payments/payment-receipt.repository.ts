import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

/** The purchase behind a reference, without the payer: no member id, email or failure details. */
export async function findReceipt(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({
      reference: payments.reference,
      plan: payments.planName,
      billingType: payments.billingType,
      badge: payments.badge,
      amount: payments.amount,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.reference, reference))
    .limit(1);
  return row;
}
