import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members';

/**
 * The token ledger (decision 0094, migration 0016). A member has two accounts: `available` and `held`
 * (tokens set aside by bids); the system has `sales`, `grants` and `auction_spend`. `balance` is the sum
 * of the account's entries, kept beside them so a CHECK can refuse a negative member balance.
 */
export const tokenAccounts = pgTable(
  'token_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** available | held | sales | grants | auction_spend */
    kind: text('kind').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('token_accounts_member_kind_unique')
      .on(t.memberId, t.kind)
      .where(sql`${t.memberId} is not null`),
  ],
);

/** One change of tokens: its entries sum to zero; the idempotency key makes a retried posting a no-op. */
export const tokenPostings = pgTable(
  'token_postings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_time_ordered()`),
    idempotencyKey: text('idempotency_key').notNull(),
    /** purchase | grant | hold | release | spend */
    kind: text('kind').notNull(),
    /** What the member sees beside the entry: a payment reference, an auction or grant id. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('token_postings_key_unique').on(t.idempotencyKey)],
);

export const tokenEntries = pgTable(
  'token_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_time_ordered()`),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => tokenPostings.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => tokenAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The posting's kind and reference, copied when the entry is written (decision 0112): the history reads entries alone. */
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('token_entries_account_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('token_entries_posting_idx').on(t.postingId),
  ],
);

export const tokenPacks = pgTable('token_packs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  tokens: integer('tokens').notNull(),
  /** Whole naira. */
  price: integer('price').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** item | experience */
    kind: text('kind').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    startingBid: integer('starting_bid').notNull(),
    increment: integer('increment').notNull(),
    reserve: integer('reserve'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The end as scheduled; the cap of soft-close extensions counts from it. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end after soft-close extensions. */
    effectiveEndsAt: timestamp('effective_ends_at', { withTimezone: true }).notNull(),
    softCloseSeconds: integer('soft_close_seconds').notNull().default(300),
    maxExtensionSeconds: integer('max_extension_seconds').notNull().default(3600),
    /** Stored: draft | scheduled | ended (settled) | cancelled; live is a scheduled auction between its times. */
    status: text('status').notNull().default('draft'),
    currentBid: integer('current_bid'),
    bidCount: integer('bid_count').notNull().default(0),
    leaderMemberId: uuid('leader_member_id').references(() => members.id, { onDelete: 'set null' }),
    leaderBidId: uuid('leader_bid_id'),
    leaderMax: integer('leader_max'),
    endingSoonSentAt: timestamp('ending_soon_sent_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    winnerMemberId: uuid('winner_member_id').references(() => members.id, { onDelete: 'set null' }),
    finalPrice: integer('final_price'),
    /** pending | contacted | fulfilled, once won. */
    fulfilmentStatus: text('fulfilment_status'),
    fulfilmentNote: text('fulfilment_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auctions_status_end_idx').on(t.status, t.effectiveEndsAt)],
);

export const auctionBids = pgTable(
  'auction_bids',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_time_ordered()`),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    clientBidId: uuid('client_bid_id').notNull(),
    maxAmount: integer('max_amount').notNull(),
    /** The auction's price and whether this bid led, right after it was placed. */
    priceAfter: integer('price_after').notNull(),
    leadingAfter: boolean('leading_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auction_bids_client_unique').on(t.memberId, t.clientBidId),
    index('auction_bids_auction_idx').on(t.auctionId, t.createdAt.desc(), t.id.desc()),
    index('auction_bids_member_idx').on(t.memberId, t.auctionId),
  ],
);

export type TokenPackRow = typeof tokenPacks.$inferSelect;
export type AuctionRow = typeof auctions.$inferSelect;
export type AuctionBidRow = typeof auctionBids.$inferSelect;
