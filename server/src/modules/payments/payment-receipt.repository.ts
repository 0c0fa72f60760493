import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

/** The purchase behind a reference, without the payer: no member id, email or failure details. A token pack reads as its pack and tokens. */
export async function findReceipt(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({
      kind: payments.kind,
      tokens: payments.tokens,
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
  if (!row) return undefined;
  const { kind, tokens, plan, billingType, badge, ...common } = row;
  if (kind === 'tokens') return { kind: 'tokens', ...common, pack: plan, tokens: tokens ?? 0 };
  return { ...common, plan, billingType, badge };
}
