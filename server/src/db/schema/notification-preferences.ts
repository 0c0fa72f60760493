import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memberSessions } from './member-auth';
import { members } from './members';

/**
 * A member's notification preferences (decision 0166) and the marks that make the daily sends run once: the last
 * digest, the day "your picks are ready" went out, the sign-up reminder. No row: the defaults, nothing sent yet.
 */
export const memberNotificationSettings = pgTable('member_notification_settings', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** The whole grid as the shared schema has it; null until the member saves it (the defaults apply). */
  preferences: jsonb('preferences').$type<Record<string, unknown>>(),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  /** The Lagos date the last "your picks are ready" was sent for. */
  picksSentOn: date('picks_sent_on'),
  signupRemindedAt: timestamp('signup_reminded_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A notice held for the member's daily digest on one channel (its frequency is daily, or quiet hours held a push). */
export const memberHeldNotices = pgTable(
  'member_held_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** The preferences row it belongs to (likes, matches...). */
    category: text('category').notNull(),
    /** The feed kind it would have had (like, match, auction-outbid...). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    relatedId: text('related_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('member_held_notices_member_idx').on(t.memberId, t.createdAt),
    check('member_held_notices_channel', sql`${t.channel} IN ('push', 'email', 'inApp')`),
  ],
);

/** A browser's Web Push subscription (decision 0167): tied to the session that made it, like a device token. */
export const memberWebPushSubscriptions = pgTable(
  'member_web_push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => memberSessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_web_push_subscriptions_endpoint_unique').on(t.endpoint),
    index('member_web_push_subscriptions_member_idx').on(t.memberId),
  ],
);
