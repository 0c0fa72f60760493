import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { memberMatches } from './member-social';

/**
 * A chat message under its match (decision 0085). `seq` numbers one match's messages 1, 2, 3 … with no gap:
 * it is taken from `member_matches.last_seq` under that row's lock in the inserting transaction. The unique
 * (match, sender, client id) makes a retried send the same row.
 */
export const matchMessages = pgTable(
  'match_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => memberMatches.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    clientMessageId: uuid('client_message_id').notNull(),
    text: text('text').notNull(),
    /** The detector kind the recipient is warned of (decision 0150); null when nothing fired. */
    safetyKind: text('safety_kind'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('match_messages_seq_unique').on(t.matchId, t.seq),
    uniqueIndex('match_messages_client_id_unique').on(t.matchId, t.senderId, t.clientMessageId),
    index('match_messages_sender_time_idx').on(t.senderId, t.createdAt),
  ],
);

/** How far a member has read a conversation; only ever moves forward. */
export const matchReadMarks = pgTable(
  'match_read_marks',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => memberMatches.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'match_read_marks_pk', columns: [t.matchId, t.memberId] })],
);

/** Single-use tickets for opening the live channel, stored hashed so any instance can redeem one (decision 0086). */
export const liveTickets = pgTable(
  'live_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_tickets_expires_idx').on(t.expiresAt)],
);
