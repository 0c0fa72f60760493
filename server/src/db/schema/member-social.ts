import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/** A like from the bio. One row per ordered pair, so a repeated like changes nothing. */
export const memberLikes = pgTable(
  'member_likes',
  {
    likerId: uuid('liker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    likedId: uuid('liked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_likes_pk', columns: [t.likerId, t.likedId] }),
    index('member_likes_received_idx').on(t.likedId, t.createdAt.desc(), t.likerId.desc()),
    index('member_likes_sent_idx').on(t.likerId, t.createdAt.desc(), t.likedId.desc()),
  ],
);

/** A pass in discover; the newest one can be undone. */
export const memberPasses = pgTable(
  'member_passes',
  {
    passerId: uuid('passer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    passedId: uuid('passed_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_passes_pk', columns: [t.passerId, t.passedId] }),
    index('member_passes_latest_idx').on(t.passerId, t.createdAt.desc()),
  ],
);

/**
 * A mutual like. The pair is stored ordered (low id, high id) under a unique index, so two members who like
 * each other in the same instant still make exactly one row. An unmatch or a block ends the match
 * (`ended_at`) rather than deleting it, so the pair never matches again by accident.
 * Photos are unlocked both ways when a photo request is accepted (`photos_unlocked_at`); each side can hide
 * its own photos again (`*_revoked_at`).
 */
export const memberMatches = pgTable(
  'member_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberLowId: uuid('member_low_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberHighId: uuid('member_high_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    photosUnlockedAt: timestamp('photos_unlocked_at', { withTimezone: true }),
    lowRevokedAt: timestamp('low_revoked_at', { withTimezone: true }),
    highRevokedAt: timestamp('high_revoked_at', { withTimezone: true }),
    /** The seq of the match's latest message: the next one takes last_seq + 1 under this row's lock (decision 0085). */
    lastSeq: integer('last_seq').notNull().default(0),
    /** The match's creation or its latest message: conversations are listed by it. */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_matches_pair_unique').on(t.memberLowId, t.memberHighId),
    index('member_matches_low_idx').on(t.memberLowId, t.createdAt.desc(), t.id.desc()),
    index('member_matches_high_idx').on(t.memberHighId, t.createdAt.desc(), t.id.desc()),
    index('member_matches_low_activity_idx')
      .on(t.memberLowId, t.activityAt.desc(), t.id.desc())
      .where(sql`${t.endedAt} is null`),
    index('member_matches_high_activity_idx')
      .on(t.memberHighId, t.activityAt.desc(), t.id.desc())
      .where(sql`${t.endedAt} is null`),
    check('member_matches_pair_ordered', sql`${t.memberLowId} < ${t.memberHighId}`),
  ],
);

/**
 * A request to exchange photos inside a match. `declined` is never shown to the asker: they keep seeing
 * `pending` until `expires_at` (declines are silent: docs/member-api.md#photo-requests).
 */
export const photoRequests = pgTable(
  'photo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => memberMatches.id, { onDelete: 'cascade' }),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** pending | accepted | declined */
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('photo_requests_match_idx').on(t.matchId, t.createdAt.desc()),
    index('photo_requests_incoming_idx').on(t.recipientId, t.state, t.createdAt.desc(), t.id.desc()),
  ],
);

/** Per-member daily allowances (100 likes, 20 reports a day): counted here so a withdraw cannot refund one. */
export const memberDailyCounts = pgTable(
  'member_daily_counts',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** like | report */
    kind: text('kind').notNull(),
    /** The day in Africa/Lagos. */
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'member_daily_counts_pk', columns: [t.memberId, t.kind, t.day] })],
);
