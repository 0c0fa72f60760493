import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { members } from './members';
import { tokenPacks } from './tokens';

/** Where a payment was made (decision 0144): the website through Paystack, or an app store. */
export type PaymentChannel = 'website' | 'apple' | 'google';

export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    weeklyPrice: integer('weekly_price').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    retired: boolean('retired').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Unique whatever the case, so a buyer's plan name resolves to exactly one plan (migration 0003).
  (t) => [uniqueIndex('plans_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const badgeOffers = pgTable(
  'badge_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    earningStatus: text('earning_status').notNull(),
    price: integer('price').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    retired: boolean('retired').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('badge_offers_status_unique').on(t.earningStatus)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    /** Null once the member deleted their account: the payment stays for accounting, without identity. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** plan (Premium) | tokens (a token pack, migration 0016) */
    kind: text('kind').$type<'plan' | 'tokens'>().notNull().default('plan'),
    /** Set for a plan payment; null for a token pack. */
    planId: uuid('plan_id').references(() => plans.id),
    /** The plan's or the pack's name when bought. */
    planName: text('plan_name').notNull(),
    /** weekly | monthly; `tokens` for a token pack. */
    billingType: text('billing_type').notNull(),
    badge: text('badge'),
    tokenPackId: uuid('token_pack_id').references(() => tokenPacks.id),
    /** Tokens a pack payment credits. */
    tokens: integer('tokens'),
    /** Whole naira. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('NGN'),
    email: text('email').notNull(),
    /** pending | success | failed | abandoned */
    status: text('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** website (Paystack) | apple | google (decision 0144). */
    channel: text('channel').$type<PaymentChannel>().notNull().default('website'),
    /** Set when the store refunded or revoked the purchase; a refunded payment is never claimed again. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_member_idx').on(t.memberId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the member deleted their account: revenue figures still count the activation. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    planName: text('plan_name').notNull(),
    billingType: text('billing_type').notNull(),
    badge: text('badge'),
    amount: integer('amount').notNull(),
    reference: text('reference'),
    /** paystack | sandbox | admin | apple | google */
    source: text('source').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the purchase that bought this period was refunded: the period ended then (decision 0144). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_reference_unique').on(t.reference),
    index('subscriptions_member_idx').on(t.memberId, t.createdAt.desc().nullsFirst()),
    index('subscriptions_plan_idx').on(t.planId),
  ],
);

export const adSlotSets = pgTable('ad_slot_sets', {
  id: uuid('id').primaryKey().defaultRandom(),
  active: boolean('active').notNull().default(true),
  mediaBuyer: text('media_buyer').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adSlots = pgTable(
  'ad_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setId: uuid('set_id')
      .notNull()
      .references(() => adSlotSets.id, { onDelete: 'cascade' }),
    /** filterSlot | friendRequestSlot | chatSlot */
    slotKey: text('slot_key').notNull(),
    amount: integer('amount').notNull().default(15000),
    /** true: an ad is live in the slot, so it is not bookable. */
    available: boolean('available').notNull().default(false),
    imgUrl: text('img_url').notNull().default(''),
    link: text('link').notNull().default(''),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [uniqueIndex('ad_slots_set_key_unique').on(t.setId, t.slotKey)],
);

export const adReservations = pgTable(
  'ad_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    slot: text('slot').notNull(),
    handled: boolean('handled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_reservations_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export type PlanRow = typeof plans.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
