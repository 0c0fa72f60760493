import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { discoverExposures, discoverSnapshotMembers, discoverSnapshots, members } from '../../db/schema';
import { cursorTime } from '../../db/paging/keyset-cursor';
import { candidateConditions, DISCOVER_GENDERS, type DiscoverFilter } from './discover.repository';
import { candidatePoint, distanceKmSql } from './discover-dealbreakers.repository';

/** Where the walk of decision 0052 stopped: ids from the pivot up (phase 0), then below it (phase 1). */
export type WalkState = { walkPhase: number; walkAfter: string | null; walkDone: boolean };
export type SnapshotHeader = WalkState & {
  viewerId: string;
  day: string;
  filterKey: string;
  builtAt: string;
  size: number;
};

const headerColumns = {
  viewerId: discoverSnapshots.viewerId,
  day: discoverSnapshots.day,
  filterKey: discoverSnapshots.filterKey,
  builtAt: cursorTime(discoverSnapshots.builtAt),
  size: discoverSnapshots.size,
  walkPhase: discoverSnapshots.walkPhase,
  walkAfter: discoverSnapshots.walkAfter,
  walkDone: discoverSnapshots.walkDone,
};

export const findSnapshot = (db: DbOrTx, viewerId: string, day: string, forUpdate = false) => {
  const query = db
    .select(headerColumns)
    .from(discoverSnapshots)
    .where(and(eq(discoverSnapshots.viewerId, viewerId), eq(discoverSnapshots.day, day)));
  return (forUpdate ? query.for('update') : query).then((rows): SnapshotHeader | undefined => rows[0]);
};

/** The snapshot a cursor was made in: the viewer's, built at that very time. */
export const findSnapshotBuiltAt = (db: DbOrTx, viewerId: string, builtAt: string) =>
  db
    .select(headerColumns)
    .from(discoverSnapshots)
    .where(and(eq(discoverSnapshots.viewerId, viewerId), eq(discoverSnapshots.builtAt, sql`${builtAt}::timestamptz`)))
    .then((rows): SnapshotHeader | undefined => rows[0]);

/** Claims the day's snapshot; false when another request holds it (that request builds it). */
export async function claimSnapshot(
  db: DbOrTx,
  viewerId: string,
  day: string,
  filterKey: string,
  builtAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(discoverSnapshots)
    .values({ viewerId, day, filterKey, builtAt })
    .onConflictDoNothing()
    .returning({ day: discoverSnapshots.day });
  return rows.length === 1;
}

/** Empties a snapshot built for another filter, to be built again from the start of the walk. */
export async function resetSnapshot(db: DbOrTx, viewerId: string, day: string, filterKey: string, builtAt: Date) {
  await db
    .delete(discoverSnapshotMembers)
    .where(and(eq(discoverSnapshotMembers.viewerId, viewerId), eq(discoverSnapshotMembers.day, day)));
  await db
    .update(discoverSnapshots)
    .set({ filterKey, builtAt, size: 0, walkPhase: 0, walkAfter: null, walkDone: false })
    .where(and(eq(discoverSnapshots.viewerId, viewerId), eq(discoverSnapshots.day, day)));
}

/** Snapshots of days before `day` are of no more use (a cursor lives at most across one midnight). */
export async function pruneSnapshots(db: DbOrTx, viewerId: string, beforeDay: string) {
  await db
    .delete(discoverSnapshotMembers)
    .where(and(eq(discoverSnapshotMembers.viewerId, viewerId), lt(discoverSnapshotMembers.day, beforeDay)));
  await db
    .delete(discoverSnapshots)
    .where(and(eq(discoverSnapshots.viewerId, viewerId), lt(discoverSnapshots.day, beforeDay)));
}

/** Appends ranked members after the snapshot's current size and records where the walk now stands. */
export async function appendToSnapshot(
  db: DbOrTx,
  header: SnapshotHeader,
  ranked: { memberId: string; score: number }[],
  walk: WalkState,
) {
  if (ranked.length > 0) {
    await db
      .insert(discoverSnapshotMembers)
      .values(
        ranked.map((entry, i) => ({
          viewerId: header.viewerId,
          day: header.day,
          rank: header.size + i + 1,
          memberId: entry.memberId,
          score: entry.score,
        })),
      )
      .onConflictDoNothing();
  }
  await db
    .update(discoverSnapshots)
    .set({ size: header.size + ranked.length, ...walk })
    .where(and(eq(discoverSnapshots.viewerId, header.viewerId), eq(discoverSnapshots.day, header.day)));
}

/**
 * What ranking reads of each candidate: the compatibility fields, the discovery fields with the distance between
 * the two area centres (decision 0161), and today's first-page exposures.
 */
export const findRankingProfiles = (
  db: DbOrTx,
  day: string,
  ids: string[],
  viewerPoint: { lat: number; lng: number } | null,
) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: members.id,
          interests: members.interests,
          values: members.values,
          relationshipGoal: members.relationshipGoal,
          dob: members.dob,
          religion: members.religion,
          kidsHas: members.kidsHas,
          kidsWants: members.kidsWants,
          languages: members.languages,
          preferences: members.preferences,
          distanceKm: viewerPoint
            ? sql<number | null>`${distanceKmSql(
                { lat: sql`${viewerPoint.lat}::float8`, lng: sql`${viewerPoint.lng}::float8` },
                candidatePoint,
              )}`
            : sql<null>`null::float8`,
          firstPages: sql<number>`coalesce(${discoverExposures.firstPages}, 0)`,
        })
        .from(members)
        .leftJoin(discoverExposures, and(eq(discoverExposures.memberId, members.id), eq(discoverExposures.day, day)))
        .where(inArray(members.id, ids));

/** Counts one first-page showing for each member, today. */
export async function countFirstPageExposures(db: DbOrTx, day: string, memberIds: string[]) {
  if (memberIds.length === 0) return;
  await db
    .insert(discoverExposures)
    .values([...new Set(memberIds)].sort().map((memberId) => ({ day, memberId, firstPages: 1 })))
    .onConflictDoUpdate({
      target: [discoverExposures.day, discoverExposures.memberId],
      set: { firstPages: sql`${discoverExposures.firstPages} + 1` },
    });
}

/** The rank of a member in a snapshot, for a cursor naming the last member shown. */
export const findRankOf = (db: DbOrTx, header: SnapshotHeader, memberId: string) =>
  db
    .select({ rank: discoverSnapshotMembers.rank })
    .from(discoverSnapshotMembers)
    .where(
      and(
        eq(discoverSnapshotMembers.viewerId, header.viewerId),
        eq(discoverSnapshotMembers.day, header.day),
        eq(discoverSnapshotMembers.memberId, memberId),
      ),
    )
    .then((rows) => rows[0]?.rank);

const liveMembers = (filter: DiscoverFilter) =>
  and(
    inArray(
      members.gender,
      filter.genders.filter((g) => DISCOVER_GENDERS.includes(g)),
    ),
    ...candidateConditions(filter),
  );

/**
 * The snapshot's members after `afterRank` who still pass the filter now (a pass, a block or a change of
 * settings since the build takes them out), in rank order.
 */
export const readSnapshotPage = (
  db: DbOrTx,
  header: SnapshotHeader,
  filter: DiscoverFilter,
  afterRank: number,
  limit: number,
) =>
  db
    .select({ memberId: discoverSnapshotMembers.memberId, rank: discoverSnapshotMembers.rank })
    .from(discoverSnapshotMembers)
    .innerJoin(members, eq(members.id, discoverSnapshotMembers.memberId))
    .where(
      and(
        eq(discoverSnapshotMembers.viewerId, header.viewerId),
        eq(discoverSnapshotMembers.day, header.day),
        gt(discoverSnapshotMembers.rank, afterRank),
        liveMembers(filter),
      ),
    )
    .orderBy(asc(discoverSnapshotMembers.rank))
    .limit(limit);

/** How many of the snapshot's best scores the picks look at first (see readTopScores). */
const PICKS_SHORTLIST_PER_PICK = 8;

/**
 * The snapshot's most compatible members who still pass the filter. The best scores are taken from the snapshot
 * alone first (its rows for the viewer sit together), and only that shortlist is checked against the members'
 * rows: a whole snapshot is about 400 members, each a random page of members. When the shortlist yields fewer
 * than `limit` (passes, blocks or changed settings since the build took many of them out), the whole snapshot
 * is read as before.
 */
export async function readTopScores(db: DbOrTx, header: SnapshotHeader, filter: DiscoverFilter, limit: number) {
  const ofViewer = and(
    eq(discoverSnapshotMembers.viewerId, header.viewerId),
    eq(discoverSnapshotMembers.day, header.day),
  );
  const top = db
    .select({
      memberId: discoverSnapshotMembers.memberId,
      score: discoverSnapshotMembers.score,
      rank: discoverSnapshotMembers.rank,
    })
    .from(discoverSnapshotMembers)
    .where(ofViewer)
    .orderBy(desc(discoverSnapshotMembers.score), asc(discoverSnapshotMembers.rank))
    .limit(limit * PICKS_SHORTLIST_PER_PICK)
    .as('top');
  const shortlisted = await db
    .select({ memberId: top.memberId })
    .from(top)
    .innerJoin(members, eq(members.id, top.memberId))
    .where(liveMembers(filter))
    .orderBy(desc(top.score), asc(top.rank))
    .limit(limit);
  if (shortlisted.length === limit) return shortlisted;
  return db
    .select({ memberId: discoverSnapshotMembers.memberId })
    .from(discoverSnapshotMembers)
    .innerJoin(members, eq(members.id, discoverSnapshotMembers.memberId))
    .where(and(ofViewer, liveMembers(filter)))
    .orderBy(desc(discoverSnapshotMembers.score), asc(discoverSnapshotMembers.rank))
    .limit(limit);
}
