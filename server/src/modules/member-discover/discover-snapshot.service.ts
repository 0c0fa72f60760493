import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { preferenceProfileOf } from '../../lib/compatibility-score';
import { pivotFor } from './discover-cursor';
import { rankChunk } from './discover-ranking';
import { pickDiscoverIds, pickLateJoinerIds, type DiscoverFilter, type DiscoverViewer } from './discover.repository';
import {
  appendToSnapshot,
  claimSnapshot,
  countFirstPageExposures,
  findRankingProfiles,
  findSnapshot,
  pruneSnapshots,
  resetSnapshot,
  type SnapshotHeader,
  type WalkState,
} from './discover-snapshot.repository';

/** Candidates read from the walk and ranked together; the first chunk is built on the first call of the day. */
export const SNAPSHOT_CHUNK = 400;

/** The filter and the viewer's own answers a snapshot was built for; a change builds it again. */
export function filterKeyOf(filter: DiscoverFilter, viewer: DiscoverViewer): string {
  // The preferences too: those that only rank change the order, not the filter (decision 0162).
  const basis = JSON.stringify([filter, viewer.interests, viewer.values, viewer.relationshipGoal, viewer.preferences]);
  return createHash('sha256').update(basis).digest('base64url').slice(0, 22);
}

/** The next `limit` ids of the walk of decision 0052 from where `walk` stopped, and where it stops then. */
async function walkOn(
  db: DbOrTx,
  filter: DiscoverFilter,
  pivot: string,
  walk: WalkState,
  limit: number,
): Promise<{ ids: string[]; walk: WalkState }> {
  const ids: string[] = [];
  let { walkPhase, walkAfter } = walk;
  if (walkPhase === 0) {
    const got = await pickDiscoverIds(db, filter, walkAfter ? { after: walkAfter } : { from: pivot }, limit, false);
    ids.push(...got);
    if (got.length < limit) [walkPhase, walkAfter] = [1, null];
    else walkAfter = got[got.length - 1]!;
  }
  if (walkPhase === 1 && ids.length < limit) {
    const want = limit - ids.length;
    const got = await pickDiscoverIds(
      db,
      filter,
      { below: pivot, ...(walkAfter ? { after: walkAfter } : {}) },
      want,
      false,
    );
    ids.push(...got);
    if (got.length < want) return { ids, walk: { walkPhase, walkAfter: null, walkDone: true } };
    walkAfter = got[got.length - 1]!;
  }
  return { ids, walk: { walkPhase, walkAfter, walkDone: false } };
}

/**
 * Ranks the walk's next chunk and appends it to the snapshot; the caller holds the snapshot's row. Once the walk
 * is done, the chunk is the members who joined since the snapshot was built, so nobody waits a day to be met.
 */
async function appendChunk(db: DbOrTx, header: SnapshotHeader, viewer: DiscoverViewer, filter: DiscoverFilter) {
  const { ids, walk } = header.walkDone
    ? {
        ids: await pickLateJoinerIds(db, filter, header.day, SNAPSHOT_CHUNK),
        walk: { walkPhase: header.walkPhase, walkAfter: header.walkAfter, walkDone: true },
      }
    : await walkOn(db, filter, pivotFor(header.viewerId, header.day), header, SNAPSHOT_CHUNK);
  const profiles = new Map(
    (await findRankingProfiles(db, header.day, ids, filter.viewerPoint)).map((row) => [row.id, row]),
  );
  const candidates = ids.flatMap((id) => {
    const row = profiles.get(id);
    return row
      ? [
          {
            ...row,
            ...preferenceProfileOf(row, header.day),
            distanceKm: row.distanceKm === null ? null : Number(row.distanceKm),
            firstPages: Number(row.firstPages),
          },
        ]
      : [];
  });
  const ranked = rankChunk({ ...viewer, ...preferenceProfileOf(viewer, header.day) }, candidates);
  await appendToSnapshot(db, header, ranked, walk);
  return ranked;
}

/**
 * The viewer's snapshot for `day` (decision 0091), built with its first chunk when this is the first call
 * of the day (or the filter changed). The first build counts a first-page showing for the top `firstPage`.
 */
export async function ensureSnapshot(
  ctx: AppContext,
  viewer: DiscoverViewer,
  filter: DiscoverFilter,
  day: string,
  firstPage: number,
): Promise<SnapshotHeader> {
  const filterKey = filterKeyOf(filter, viewer);
  const existing = await findSnapshot(ctx.db, viewer.id, day);
  if (existing && existing.filterKey === filterKey) return existing;
  await ctx.db.transaction(async (tx) => {
    const claimed = await claimSnapshot(tx, viewer.id, day, filterKey, ctx.now());
    // A request that lost the claim waited for the winner's commit; the row is locked for this transaction.
    const header = (await findSnapshot(tx, viewer.id, day, true))!;
    if (!claimed && header.filterKey === filterKey) return;
    if (!claimed) await resetSnapshot(tx, viewer.id, day, filterKey, ctx.now());
    else await pruneSnapshots(tx, viewer.id, previousDay(day));
    const fresh = (await findSnapshot(tx, viewer.id, day, true))!;
    const ranked = await appendChunk(tx, fresh, viewer, filter);
    if (claimed)
      await countFirstPageExposures(
        tx,
        day,
        ranked.slice(0, firstPage).map((entry) => entry.memberId),
      );
  });
  return (await findSnapshot(ctx.db, viewer.id, day))!;
}

/** Adds the walk's next chunk (or the late joiners) when the snapshot still has `seenSize` members (another request may have). */
export async function extendSnapshot(
  ctx: AppContext,
  viewer: DiscoverViewer,
  filter: DiscoverFilter,
  header: SnapshotHeader,
): Promise<SnapshotHeader> {
  await ctx.db.transaction(async (tx) => {
    const locked = await findSnapshot(tx, header.viewerId, header.day, true);
    if (!locked || locked.builtAt !== header.builtAt || locked.size !== header.size) return;
    await appendChunk(tx, locked, viewer, filter);
  });
  return (await findSnapshot(ctx.db, header.viewerId, header.day)) ?? header;
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
