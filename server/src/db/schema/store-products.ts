import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { plans } from './commerce';
import { tokenPacks } from './tokens';

/**
 * Which store product id sells which plan and cycle or token pack (decision 0156, migration 0040). A product id is
 * unique per store and never deleted: moving a plan to another id makes the old row inactive, so a purchase made
 * under it still resolves. Active rows: one id per plan and cycle and one per pack, per store.
 */
export const storeProducts = pgTable(
  'store_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    store: text('store').$type<'apple' | 'google'>().notNull(),
    productId: text('product_id').notNull(),
    kind: text('kind').$type<'premium' | 'tokens'>().notNull(),
    planId: uuid('plan_id').references(() => plans.id),
    cycle: text('cycle').$type<'weekly' | 'monthly'>(),
    tokenPackId: uuid('token_pack_id').references(() => tokenPacks.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_products_store_product_unique').on(t.store, t.productId),
    uniqueIndex('store_products_active_plan_unique')
      .on(t.store, t.planId, t.cycle)
      .where(sql`${t.active} and ${t.kind} = 'premium'`),
    uniqueIndex('store_products_active_pack_unique')
      .on(t.store, t.tokenPackId)
      .where(sql`${t.active} and ${t.kind} = 'tokens'`),
  ],
);

export type StoreProductRow = typeof storeProducts.$inferSelect;
