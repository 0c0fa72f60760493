import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberSessions } from './member-auth';
import { members } from './members';
import { systemNotifications } from './messages';

/** One member hiding another. §6 reads it both ways, so a block hides each from the other. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_blocks_pk', columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);

/** A member's own feed entries (control centre notifications now; likes, matches, unlocks in part 2). */
export const memberNotifications = pgTable(
  'member_notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuid_time_ordered()`),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** admin | like | match | photo-request | unlock */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What the entry is about, for the app to open: a match id (match, unlock) or a photo request id. Never a liker. */
    relatedId: uuid('related_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notifications_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc())],
);

/** Announcements are one row for everyone (system_notifications); who has read one is kept here. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    systemNotificationId: uuid('system_notification_id')
      .notNull()
      .references(() => systemNotifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'announcement_reads_pk', columns: [t.memberId, t.systemNotificationId] })],
);

/** One device's FCM token, tied to the session that registered it: logout or revocation removes it. */
export const memberPushTokens = pgTable(
  'member_push_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => memberSessions.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    platform: text('platform').notNull().default('android'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_push_tokens_token_unique').on(t.token),
    index('member_push_tokens_member_idx').on(t.memberId),
    index('member_push_tokens_session_idx').on(t.sessionId),
  ],
);
