import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A viewer's discover order for one Lagos day (decision 0091): built on the first call of the day from the
 * walk of decision 0052, a chunk at a time, each chunk ranked by compatibility. `walkPhase`/`walkAfter` say
 * where the walk stopped; `filterKey` is the viewer's filter the snapshot was built for.
 */
export const discoverSnapshots = pgTable(
  'discover_snapshots',
  {
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    filterKey: text('filter_key').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    size: integer('size').notNull().default(0),
    walkPhase: integer('walk_phase').notNull().default(0),
    walkAfter: uuid('walk_after'),
    walkDone: boolean('walk_done').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.day] })],
);

/** The ranked members of a snapshot; rank 1 first. `score` is the compatibility at build time. */
export const discoverSnapshotMembers = pgTable(
  'discover_snapshot_members',
  {
    viewerId: uuid('viewer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rank: integer('rank').notNull(),
    memberId: uuid('member_id').notNull(),
    score: real('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.day, t.rank] }),
    uniqueIndex('discover_snapshot_members_member_idx').on(t.viewerId, t.day, t.memberId),
  ],
);

/** How many viewers' first pages showed a member on a Lagos day: exposure spreading (decision 0091). */
export const discoverExposures = pgTable(
  'discover_exposures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    memberId: uuid('member_id').notNull(),
    firstPages: integer('first_pages').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.memberId] })],
);
