import type { DbTransaction } from '../client';
import { plans, storeProducts, tokenPacks } from '../schema';

/**
 * The demo's store product ids (decision 0156): the paid plans per cycle and every token pack, the same ids on both
 * stores (valid for both: lowercase, digits, dots). Read after the plans and packs are seeded.
 */
export async function seedStoreProducts(tx: DbTransaction) {
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  const planRows = await tx.select().from(plans);
  const packRows = await tx.select().from(tokenPacks);
  const mapped = [
    ...planRows.flatMap((plan) =>
      (['weekly', 'monthly'] as const)
        .filter((cycle) => (cycle === 'weekly' ? plan.weeklyPrice : plan.monthlyPrice) > 0)
        .map((cycle) => ({
          productId: `ng.blynd.premium.${slug(plan.name)}.${cycle}`,
          kind: 'premium' as const,
          planId: plan.id,
          cycle,
        })),
    ),
    ...packRows.map((pack) => ({
      productId: `ng.blynd.tokens.${pack.tokens}`,
      kind: 'tokens' as const,
      tokenPackId: pack.id,
    })),
  ];
  if (mapped.length === 0) return;
  await tx
    .insert(storeProducts)
    .values((['apple', 'google'] as const).flatMap((store) => mapped.map((m) => ({ store, ...m }))));
}
