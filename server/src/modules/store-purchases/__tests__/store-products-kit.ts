import { plans, tokenPacks } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { upsertStoreProduct } from '../../store-products/store-products.repository';

/** The store's ids of the token pack and the weekly Premium plan, the same in both stores. */
export const PACK_PRODUCT = 'ng.blynd.tokens.starter';
export const WEEKLY_PRODUCT = 'ng.blynd.premium.weekly';

/** A plan and a token pack of their own, mapped to the store's product ids as the control centre would. */
export async function mapStoreProducts(t: TestApp, store: 'google' | 'apple', planName: string) {
  const [plan] = await t.ctx.db
    .insert(plans)
    .values({ name: planName, weeklyPrice: 2500, monthlyPrice: 8000, features: ['More'], sortOrder: 1 })
    .returning();
  const [pack] = await t.ctx.db.insert(tokenPacks).values({ name: 'Starter', tokens: 100, price: 1000 }).returning();
  await upsertStoreProduct(t.ctx.db, { store, productId: PACK_PRODUCT, kind: 'tokens', tokenPackId: pack!.id });
  await upsertStoreProduct(t.ctx.db, {
    store,
    productId: WEEKLY_PRODUCT,
    kind: 'premium',
    planId: plan!.id,
    cycle: 'weekly',
  });
  return { plan: plan!, pack: pack! };
}
