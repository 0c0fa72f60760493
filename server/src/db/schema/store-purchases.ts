import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { payments, plans } from './commerce';
import { members } from './members';
import { tokenPacks } from './tokens';

export type Store = 'apple' | 'google';

/**
 * One verified App Store or Google Play transaction (decision 0144, migration 0036). Unique per store and the store's
 * own id (Apple's transactionId, Google's orderId): its insert is the claim that credits it once; a refund marks it
 * refunded once (a refund seen first inserts it refunded, and nothing is ever credited for it).
 */
export const storeTransactions = pgTable(
  'store_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    store: text('store').$type<Store>().notNull(),
    /** Apple's transactionId, Google's orderId. */
    storeTransactionId: text('store_transaction_id').notNull(),
    /** Apple's originalTransactionId (a subscription's renewals share it); Google: the linked order, if any. */
    originalTransactionId: text('original_transaction_id'),
    /** Google's purchase token. */
    purchaseToken: text('purchase_token'),
    productId: text('product_id').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'premium' | 'tokens'>().notNull(),
    planId: uuid('plan_id').references(() => plans.id),
    cycle: text('cycle').$type<'weekly' | 'monthly'>(),
    tokenPackId: uuid('token_pack_id').references(() => tokenPacks.id),
    tokens: integer('tokens'),
    /** What the store charged, in the currency's minor unit (kobo, cents), when the store says. */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: text('currency'),
    environment: text('environment').$type<'production' | 'sandbox'>().notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** `reinstated`: a refund recorded before anything was credited was reversed; the next credit claims it. */
    status: text('status').$type<'credited' | 'refunded' | 'reinstated'>().notNull().default('credited'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The App Store's latest reversal of a refund of it (decision 0180): a refund dated before it is not acted on. */
    refundReversedAt: timestamp('refund_reversed_at', { withTimezone: true }),
    /** Refunds reversed so far: a later refund and its reversal post under ledger keys of their own. */
    refundReversals: integer('refund_reversals').notNull().default(0),
    /** The payments row it settled; null when refunded before it was ever credited. */
    paymentId: uuid('payment_id').references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_transactions_store_id_unique').on(t.store, t.storeTransactionId),
    index('store_transactions_original_idx').on(t.store, t.originalTransactionId),
    index('store_transactions_purchase_token_idx')
      .on(t.purchaseToken)
      .where(sql`${t.purchaseToken} is not null`),
    index('store_transactions_member_idx').on(t.memberId, t.createdAt.desc()),
    index('store_transactions_created_idx').on(t.createdAt),
  ],
);

export type StoreTransactionRow = typeof storeTransactions.$inferSelect;
