import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { members } from './members';

/**
 * The moderation queue (decision 0153): one item per source (kind + source key), ordered by priority (0 is CSAE)
 * then age. `evidence` is a copy kept apart from the account for CSAE and underage items.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    sourceKey: text('source_key').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    memberPhoneHash: text('member_phone_hash'),
    category: text('category').notNull(),
    priority: smallint('priority').notNull(),
    status: text('status').notNull().default('open'),
    assignedTo: uuid('assigned_to').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    firstActionAt: timestamp('first_action_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => admins.id, { onDelete: 'set null' }),
    evidence: jsonb('evidence').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('moderation_items_source_unique').on(t.kind, t.sourceKey),
    // One open detection item per member (decision 0158).
    uniqueIndex('moderation_items_open_detection_unique')
      .on(t.memberId)
      .where(sql`${t.kind} = 'detection' and ${t.status} = 'open'`),
    index('moderation_items_open_order_idx')
      .on(t.priority, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('moderation_items_member_idx').on(t.memberId, t.createdAt),
    index('moderation_items_created_idx').on(t.createdAt),
  ],
);

export const moderationNotes = pgTable(
  'moderation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => moderationItems.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_notes_item_idx').on(t.itemId, t.createdAt)],
);

/** One row per action staff took on an item, about `memberId` (what the member's standing lists). */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').references(() => moderationItems.id, { onDelete: 'set null' }),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    days: integer('days'),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_member_idx').on(t.memberId, t.createdAt),
    index('moderation_actions_item_idx').on(t.itemId),
  ],
);

/** Standing limits: the risk score's automatic "no new conversations", suspensions until ends_at, bans by phone. */
export const moderationRestrictions = pgTable(
  'moderation_restrictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    phoneHash: text('phone_hash'),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    automatic: boolean('automatic').notNull().default(false),
    signals: jsonb('signals').$type<{ signal: string; detail: string; points: number }[]>().notNull().default([]),
    actionId: uuid('action_id').references(() => moderationActions.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: uuid('lifted_by').references(() => admins.id, { onDelete: 'set null' }),
    liftNote: text('lift_note'),
  },
  (t) => [
    index('moderation_restrictions_standing_idx')
      .on(t.memberId, t.kind)
      .where(sql`${t.liftedAt} IS NULL`),
    index('moderation_restrictions_phone_idx')
      .on(t.phoneHash)
      .where(sql`${t.liftedAt} IS NULL AND ${t.phoneHash} IS NOT NULL`),
    index('moderation_restrictions_due_idx')
      .on(t.endsAt)
      .where(sql`${t.liftedAt} IS NULL AND ${t.endsAt} IS NOT NULL`),
    uniqueIndex('moderation_restrictions_one_automatic')
      .on(t.memberId, t.kind)
      .where(sql`${t.liftedAt} IS NULL AND ${t.automatic}`),
  ],
);

export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id').references(() => moderationActions.id, { onDelete: 'cascade' }),
    restrictionId: uuid('restriction_id').references(() => moderationRestrictions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => admins.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('moderation_appeals_action_unique')
      .on(t.actionId)
      .where(sql`${t.actionId} IS NOT NULL`),
    uniqueIndex('moderation_appeals_restriction_unique')
      .on(t.restrictionId)
      .where(sql`${t.restrictionId} IS NOT NULL`),
    index('moderation_appeals_status_idx').on(t.status, t.createdAt),
  ],
);

export const moderationEscalations = pgTable(
  'moderation_escalations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => moderationItems.id, { onDelete: 'cascade' }),
    agency: text('agency').notNull(),
    reference: text('reference').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_escalations_item_idx').on(t.itemId)],
);
