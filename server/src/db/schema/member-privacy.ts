import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members';

/**
 * A number a member hid from (decision 0164), kept only as its keyed hash: HMAC-SHA256 of the canonical number
 * (234 + 10 digits) under CONTACT_HASH_KEY, hex. Matched against members who sign up later on that number.
 */
export const memberHiddenContacts = pgTable(
  'member_hidden_contacts',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    contactHash: text('contact_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_hidden_contacts_pk', columns: [t.ownerId, t.contactHash] }),
    index('member_hidden_contacts_hash_idx').on(t.contactHash),
    check('member_hidden_contacts_hash_form', sql`${t.contactHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * The members a hidden number belongs to (decision 0164): owner hid hidden's number. The visibility rule reads it
 * both ways, so neither sees the other.
 */
export const memberHiddenPairs = pgTable(
  'member_hidden_pairs',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    hiddenId: uuid('hidden_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_hidden_pairs_pk', columns: [t.ownerId, t.hiddenId] }),
    index('member_hidden_pairs_hidden_idx').on(t.hiddenId),
    check('member_hidden_pairs_not_self', sql`${t.ownerId} <> ${t.hiddenId}`),
  ],
);
