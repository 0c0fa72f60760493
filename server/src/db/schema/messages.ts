import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  integer,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { members } from './members';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullname: text('fullname').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** The member who wrote it from the app (POST /api/v1/app/support); null for the public form. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** app: written by a signed-in member (memberId says who); web: the public form, its email unverified (decision 0080). */
    channel: text('channel').notNull().default('web'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Null for a conversation's first message, which carries the conversation's state below; a later
     * message from the same sender points at it (decision 0056).
     */
    conversationId: uuid('conversation_id').references((): AnyPgColumn => contactMessages.id, { onDelete: 'cascade' }),
    /** open | replied | resolved; meaningful on a conversation's first message. */
    status: text('status').notNull().default('open'),
    /** When the sender last wrote in this conversation; the inbox is ordered by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contact_messages_unread_idx').on(t.isRead),
    index('contact_messages_member_idx').on(t.memberId),
    index('contact_conversations_latest_idx')
      .on(t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.conversationId} is null`),
    index('contact_conversations_status_idx')
      .on(t.status, t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.conversationId} is null`),
    index('contact_conversations_sender_idx')
      .on(sql`lower(${t.email})`, t.lastMessageAt.desc())
      .where(sql`${t.conversationId} is null`),
    index('contact_messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('contact_conversations_member_idx')
      .on(t.memberId, t.lastMessageAt.desc())
      .where(sql`${t.conversationId} is null`),
    index('contact_messages_search_idx').using(
      'gin',
      sql`(${t.fullname} || ' ' || ${t.email} || ' ' || ${t.subject} || ' ' || ${t.message}) gin_trgm_ops`,
    ),
    check('contact_messages_status_check', sql`${t.status} in ('open', 'replied', 'resolved')`),
    check('contact_messages_channel_check', sql`${t.channel} in ('app', 'web')`),
  ],
);

/** The search text of a contact message; the trigram index above is built on exactly this expression. */
export const contactMessageSearchText = sql`(${contactMessages.fullname} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.subject} || ' ' || ${contactMessages.message})`;

export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedByAdminId: uuid('updated_by_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every edit; an edit naming an older version is refused (decision 0083). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('canned_replies_title_unique').on(sql`lower(${t.title})`)],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.contactMessageId, t.createdAt)],
);

export const systemNotifications = pgTable(
  'system_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** message (an incoming contact message) | announcement (written by an admin) */
    category: text('category').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    ownerAdminId: uuid('owner_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('system_notifications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('system_notifications_unread_idx').on(t.category, t.isRead),
    index('system_notifications_category_created_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** pending | sent | logged (no SMTP configured) | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set while one process is sending the mail: nobody else sends it until this passes (decision 0081). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt.desc().nullsFirst()),
    index('mail_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
