import { sql } from 'drizzle-orm';
import {
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { photoScreeningColumns, staffReviewColumns } from './shared-columns';
import { members } from './members';
import { memberMatches } from './member-social';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A voice note or a photo uploaded to a match (decisions 0157, 0168), its bytes in the row. Match and uploader are
 * set null when they go: a row a report or kept evidence refers to (`kept_at`) outlives the account.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id').references(() => memberMatches.id, { onDelete: 'set null' }),
    uploaderId: uuid('uploader_id').references(() => members.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['voice', 'photo'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    durationMs: integer('duration_ms'),
    width: integer('width'),
    height: integer('height'),
    status: text('status', { enum: ['ready', 'checking', 'held', 'approved', 'removed'] }).notNull(),
    reason: text('reason'),
    content: bytea('content').notNull(),
    preview: bytea('preview'),
    /** A photo's screening as member_photos keeps it, and staff's decision on a held photo (decision 0178). */
    ...photoScreeningColumns(),
    ...staffReviewColumns(),
    keptAt: timestamp('kept_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_attachments_uploader_time_idx').on(t.uploaderId, t.createdAt),
    index('chat_attachments_match_idx').on(t.matchId),
    // The sweeps' reads (migration 0043).
    index('chat_attachments_checking_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'checking'`),
    index('chat_attachments_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    index('chat_attachments_unkept_time_idx')
      .on(t.createdAt)
      .where(sql`${t.keptAt} is null`),
  ],
);

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
    /** text, voice or photo (decisions 0157, 0168); a voice or photo message names its attachment, sent once. */
    kind: text('kind', { enum: ['text', 'voice', 'photo'] })
      .notNull()
      .default('text'),
    attachmentId: uuid('attachment_id').references(() => chatAttachments.id, { onDelete: 'set null' }),
    /** The seq of the message of this match this one answers. */
    replyToSeq: integer('reply_to_seq'),
  },
  (t) => [
    uniqueIndex('match_messages_seq_unique').on(t.matchId, t.seq),
    uniqueIndex('match_messages_client_id_unique').on(t.matchId, t.senderId, t.clientMessageId),
    index('match_messages_sender_time_idx').on(t.senderId, t.createdAt),
    // The conversation list's unread counts: the partner's messages above a read mark (migration 0044).
    index('match_messages_sender_seq_idx').on(t.matchId, t.senderId, t.seq),
  ],
);

/** A member's reaction to a message, at most one each (decision 0157's record covers the chat additions). */
export const messageReactions = pgTable(
  'message_reactions',
  {
    matchId: uuid('match_id').notNull(),
    seq: integer('seq').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'message_reactions_pk', columns: [t.matchId, t.seq, t.memberId] }),
    foreignKey({
      name: 'message_reactions_message_fk',
      columns: [t.matchId, t.seq],
      foreignColumns: [matchMessages.matchId, matchMessages.seq],
    }).onDelete('cascade'),
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
