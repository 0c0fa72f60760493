import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberDailyCounts, memberLikes, memberMatches, members } from '../../db/schema';
import { restrictionStandsOn } from '../../db/schema/restriction-expressions';
import { memberVisibleTo } from '../visibility/visibility.repository';

export type MatchRow = typeof memberMatches.$inferSelect;

/** A pair as member_matches stores it: the lower id first. */
export const orderedPair = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });

/**
 * Serialises everything that changes one pair (likes both ways, the match, its photo requests, a block) until
 * the transaction ends. Under READ COMMITTED, each statement after it sees what the pair's previous holder
 * committed, which closes the mutual-like race (decision 0050) and keeps a like from landing between a block's
 * checks and its commit.
 */
export async function lockPair(tx: DbOrTx, a: string, b: string) {
  const { low, high } = orderedPair(a, b);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`member-pair:${low}:${high}`}, 0))`);
}

/** What a like needs to know about the pair, read at once after the pair's lock (decision 0050). */
export type PairStanding = {
  /** A "no new conversations" limit stands on the liker (decision 0151): the like is refused before anything else. */
  restricted: boolean;
  /** The liked member exists and the liker may see them (docs/member-api.md, "Who sees whom"). */
  visible: boolean;
  /** The pair's match, current or ended, if they ever matched. */
  match: MatchRow | undefined;
  iLiked: boolean;
  theyLiked: boolean;
};

/**
 * The pair as one statement: whether a limit stands on the liker, whether the liker may see the liked member, the
 * pair's match, and the likes both ways. Run after the pair's lock, which a like, a withdrawal, a match and a block
 * all take, so none of the pair's part changes before the transaction ends (a like's own insert aside). It starts
 * from the liked id, not the members row, so an unknown member still reads the liker's limit.
 */
export async function pairStanding(tx: DbOrTx, likerId: string, likedId: string, at: Date): Promise<PairStanding> {
  const { low, high } = orderedPair(likerId, likedId);
  const likeBetween = (from: string, to: string) =>
    sql<boolean>`exists (select 1 from ${memberLikes} where ${memberLikes.likerId} = ${from} and ${memberLikes.likedId} = ${to})`;
  const [row] = await tx
    .select({
      restricted: restrictionStandsOn(likerId, 'no-new-conversations', at),
      visible: sql<boolean>`(${members.id} is not null and (${members.id} = ${likerId} or ${memberVisibleTo(likerId)}))`,
      iLiked: likeBetween(likerId, likedId),
      theyLiked: likeBetween(likedId, likerId),
      match: getTableColumns(memberMatches),
    })
    .from(sql`(select ${likedId}::uuid as id) liked`)
    .leftJoin(members, sql`${members.id} = liked.id`)
    .leftJoin(memberMatches, and(eq(memberMatches.memberLowId, low), eq(memberMatches.memberHighId, high)));
  if (!row) return { restricted: false, visible: false, match: undefined, iLiked: false, theyLiked: false };
  return {
    restricted: row.restricted,
    visible: row.visible,
    match: row.match ?? undefined,
    iLiked: row.iLiked,
    theyLiked: row.theyLiked,
  };
}

export async function findPremiumUntil(db: DbOrTx, memberId: string): Promise<Date | null> {
  const [row] = await db.select({ premiumUntil: members.premiumUntil }).from(members).where(eq(members.id, memberId));
  return row?.premiumUntil ?? null;
}

/**
 * Takes one unit of a daily allowance, or nothing when it is used up (false). The upsert locks the
 * member's counter row, so concurrent calls count one after another and never pass the limit together.
 */
export async function takeDailyAllowance(
  tx: DbOrTx,
  memberId: string,
  kind: string,
  day: string,
  limit: number,
): Promise<boolean> {
  const rows = await tx
    .insert(memberDailyCounts)
    .values({ memberId, kind, day, used: 1 })
    .onConflictDoUpdate({
      target: [memberDailyCounts.memberId, memberDailyCounts.kind, memberDailyCounts.day],
      set: { used: sql`${memberDailyCounts.used} + 1` },
      setWhere: sql`${memberDailyCounts.used} < ${limit}`,
    })
    .returning({ used: memberDailyCounts.used });
  return rows.length > 0;
}

export async function likeExists(db: DbOrTx, likerId: string, likedId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: memberLikes.createdAt })
    .from(memberLikes)
    .where(and(eq(memberLikes.likerId, likerId), eq(memberLikes.likedId, likedId)));
  return row !== undefined;
}

export async function insertLike(tx: DbOrTx, likerId: string, likedId: string, now: Date) {
  await tx.insert(memberLikes).values({ likerId, likedId, createdAt: now }).onConflictDoNothing();
}

/** Deletes the like `likerId` gave `likedId`, if any (the other direction stays). */
export async function deleteLike(tx: DbOrTx, likerId: string, likedId: string) {
  await tx.delete(memberLikes).where(and(eq(memberLikes.likerId, likerId), eq(memberLikes.likedId, likedId)));
}

export async function findPairMatch(db: DbOrTx, a: string, b: string): Promise<MatchRow | undefined> {
  const { low, high } = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(memberMatches)
    .where(and(eq(memberMatches.memberLowId, low), eq(memberMatches.memberHighId, high)));
  return row;
}

/** The pair's match; the unique index on the pair makes a second insert a no-op (undefined). */
export async function insertMatch(tx: DbOrTx, a: string, b: string, now: Date): Promise<MatchRow | undefined> {
  const { low, high } = orderedPair(a, b);
  const [row] = await tx
    .insert(memberMatches)
    .values({ memberLowId: low, memberHighId: high, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}
