import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { beforeKey, cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
import { rowsOf } from '../../db/rows';
import { photoVisibleTo } from '../visibility/visibility.repository';
import {
  memberBlocks,
  memberLikes,
  memberMatches,
  memberPhotos,
  members,
  photoRequests,
  reports,
} from '../../db/schema';

export const memberExists = async (db: DbOrTx, memberId: string) =>
  (await db.select({ id: members.id }).from(members).where(eq(members.id, memberId))).length > 0;

/** The owner of a photo the viewer may see (§6), or undefined both when it does not exist and when it is hidden. */
export const findVisiblePhotoOwner = (db: DbOrTx, viewerId: string, photoId: string) =>
  db
    .select({ memberId: memberPhotos.memberId })
    .from(memberPhotos)
    .innerJoin(members, eq(members.id, memberPhotos.memberId))
    .where(and(eq(memberPhotos.id, photoId), photoVisibleTo(viewerId)))
    .then((rows) => rows[0]?.memberId);

/**
 * Serialises everything that changes one pair of members (block, like, match) for the rest of the
 * transaction. Any path that creates a like or a match between two members should take it too, so a like
 * cannot land between a block's checks and its commit.
 */
export async function lockMemberPair(tx: DbOrTx, a: string, b: string) {
  const [low, high] = a < b ? [a, b] : [b, a];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`member-pair:${low}:${high}`}, 0))`);
}

export async function insertBlock(tx: DbOrTx, blockerId: string, blockedId: string) {
  await tx.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

const pairMatch = (a: string, b: string) => {
  const [low, high] = a < b ? [a, b] : [b, a];
  return and(eq(memberMatches.memberLowId, low), eq(memberMatches.memberHighId, high));
};

/** Ends the pair's match (kept, so the pair never matches again by accident); answers its id, if any. */
export async function endMatchBetween(tx: DbOrTx, a: string, b: string, at: Date): Promise<string | undefined> {
  const [match] = await tx.select({ id: memberMatches.id }).from(memberMatches).where(pairMatch(a, b));
  if (match)
    await tx
      .update(memberMatches)
      .set({ endedAt: at })
      .where(and(eq(memberMatches.id, match.id), sql`${memberMatches.endedAt} is null`));
  return match?.id;
}

export async function deletePendingPhotoRequests(tx: DbOrTx, matchId: string) {
  await tx.delete(photoRequests).where(and(eq(photoRequests.matchId, matchId), eq(photoRequests.state, 'pending')));
}

/** Deletes the like `likerId` gave `likedId`, if any (the other direction stays). */
export async function deleteLikesBetween(tx: DbOrTx, likerId: string, likedId: string) {
  await tx.delete(memberLikes).where(and(eq(memberLikes.likerId, likerId), eq(memberLikes.likedId, likedId)));
}

export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
    .returning({ id: memberBlocks.blockedId });
  return rows.length > 0;
}

/** `at` is the block time to the microsecond, the keyset cursor's key. */
export type BlockRow = { memberId: string; firstName: string; avatar: string; createdAt: Date; at: string };

/** Whom the member blocked, newest first, keyset-paged on (created_at, blocked id). */
export async function listBlocks(
  db: DbOrTx,
  blockerId: string,
  after: KeysetKey | undefined,
  limit: number,
): Promise<BlockRow[]> {
  return db
    .select({
      memberId: memberBlocks.blockedId,
      firstName: members.firstName,
      avatar: members.avatar,
      createdAt: memberBlocks.createdAt,
      at: cursorTime(memberBlocks.createdAt),
    })
    .from(memberBlocks)
    .innerJoin(members, eq(members.id, memberBlocks.blockedId))
    .where(
      and(
        eq(memberBlocks.blockerId, blockerId),
        after ? beforeKey(memberBlocks.createdAt, memberBlocks.blockedId, after) : undefined,
      ),
    )
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
    .limit(limit);
}

/**
 * Spends one of the member's `max` daily allowances of `kind` in one atomic statement: the row is locked by
 * the upsert, so concurrent calls count one after another and never pass `max`. False when none is left.
 */
export async function spendDailyAllowance(
  tx: DbOrTx,
  memberId: string,
  kind: string,
  day: string,
  max: number,
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into member_daily_counts (member_id, kind, day, used) values (${memberId}, ${kind}, ${day}, 1)
    on conflict (member_id, kind, day) do update set used = member_daily_counts.used + 1
    where member_daily_counts.used < ${max}
    returning used`);
  return rowsOf(result).length > 0;
}

export async function insertReport(tx: DbOrTx, values: typeof reports.$inferInsert) {
  await tx.insert(reports).values(values);
}
