import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/** When a member's visit to an ad slot was last counted: one counted visit per member, slot and minute. */
export const memberAdVisits = pgTable(
  'member_ad_visits',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    slotKey: text('slot_key').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'member_ad_visits_pk', columns: [t.memberId, t.slotKey] })],
);
