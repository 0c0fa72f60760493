import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberBlocks, memberLikes, memberMatches, memberPhotos, members, photoRequests, reports } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];

export const memberExists = async (db: DbOrTx, memberId: string) =>
  (await db.select({ id: members.id }).from(members).where(eq(members.id, memberId))).length > 0;

export const findPhotoOwner = (db: DbOrTx, photoId: string) =>
  db.select({ memberId: memberPhotos.memberId }).from(memberPhotos).where(eq(memberPhotos.id, photoId)).then((rows) => rows[0]?.memberId);

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
  if (match) await tx.update(memberMatches).set({ endedAt: at }).where(and(eq(memberMatches.id, match.id), sql`${memberMatches.endedAt} is null`));
  return match?.id;
}

export async function deletePendingPhotoRequests(tx: DbOrTx, matchId: string) {
  await tx.delete(photoRequests).where(and(eq(photoRequests.matchId, matchId), eq(photoRequests.state, 'pending')));
}

export async function deleteLikesBetween(tx: DbOrTx, a: string, b: string) {
  await tx
    .delete(memberLikes)
    .where(or(and(eq(memberLikes.likerId, a), eq(memberLikes.likedId, b)), and(eq(memberLikes.likerId, b), eq(memberLikes.likedId, a))));
}

export async function deleteBlock(db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
    .returning({ id: memberBlocks.blockedId });
  return rows.length > 0;
}

export type BlockRow = { memberId: string; firstName: string; avatar: string; createdAt: Date };

/** Whom the member blocked, newest first, keyset-paged on (created_at, blocked id). */
export async function listBlocks(db: DbOrTx, blockerId: string, after: { createdAt: Date; memberId: string } | undefined, limit: number): Promise<BlockRow[]> {
  return db
    .select({ memberId: memberBlocks.blockedId, firstName: members.firstName, avatar: members.avatar, createdAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(members, eq(members.id, memberBlocks.blockedId))
    .where(
      and(
        eq(memberBlocks.blockerId, blockerId),
        after ? sql`(${memberBlocks.createdAt}, ${memberBlocks.blockedId}) < (${after.createdAt.toISOString()}::timestamptz, ${after.memberId}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(memberBlocks.createdAt), desc(memberBlocks.blockedId))
    .limit(limit);
}

/**
 * Spends one of the member's `max` daily allowances of `kind` in one atomic statement: the row is locked by
 * the upsert, so concurrent calls count one after another and never pass `max`. False when none is left.
 */
export async function spendDailyAllowance(tx: DbOrTx, memberId: string, kind: string, day: string, max: number): Promise<boolean> {
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
