import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { oneTimeCodeColumns } from './shared-columns';

/**
 * A code sent for one sensitive account change (decision 0079): deleting the account, changing gender after
 * sign-up, changing the phone (the code goes to the new number, kept in `phone`). Stored as an HMAC like
 * sign-in codes; a newer request for the same action retires the older one.
 */
export const memberConfirmations = pgTable(
  'member_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    phone: text('phone').notNull(),
    ...oneTimeCodeColumns(),
  },
  (t) => [index('member_confirmations_member_idx').on(t.memberId, t.action, t.createdAt)],
);

/**
 * What protects others from a deleted account, keyed by an HMAC of its phone (decision 0079): the control
 * centre's block or disabling, how often the phone deleted an account. A new account on the phone inherits it.
 */
export const deletedPhoneRecords = pgTable('deleted_phone_records', {
  phoneHash: text('phone_hash').primaryKey(),
  wasBlocked: boolean('was_blocked').notNull().default(false),
  wasDisabled: boolean('was_disabled').notNull().default(false),
  deletions: integer('deletions').notNull().default(1),
  lastDeletedAt: timestamp('last_deleted_at', { withTimezone: true }).notNull(),
});

/** Blocks other members made against a deleted account; they apply again to a new account on the phone. */
export const deletedPhoneBlocks = pgTable(
  'deleted_phone_blocks',
  {
    phoneHash: text('phone_hash').notNull(),
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'deleted_phone_blocks_pk', columns: [t.phoneHash, t.blockerId] })],
);
