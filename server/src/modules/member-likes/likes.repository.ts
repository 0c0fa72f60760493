import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { memberDailyCounts, memberLikes, memberMatches, members } from '../../db/schema';
import { beforeKey, cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
import { memberVisibleTo } from '../visibility/visibility.repository';

export async function likeExists(db: DbOrTx, likerId: string, likedId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: memberLikes.createdAt })
    .from(memberLikes)
    .where(and(eq(memberLikes.likerId, likerId), eq(memberLikes.likedId, likedId)));
  return row !== undefined;
}

/** What a like needs to know about the pair, read at once after the pair's lock (decision 0050). */
export type PairStanding = {
  /** The liked member exists and the liker may see them (§6). */
  visible: boolean;
  /** The pair's match, current or ended, if they ever matched. */
  match: typeof memberMatches.$inferSelect | undefined;
  iLiked: boolean;
  theyLiked: boolean;
};

/**
 * The pair as one statement: whether the liker may see the liked member, the pair's match, and the likes both ways.
 * Run after the pair's lock, which a like, a withdrawal, a match and a block all take, so none of it changes
 * before the transaction ends (a like's own insert aside).
 */
export async function pairStanding(tx: DbOrTx, likerId: string, likedId: string): Promise<PairStanding> {
  const [low, high] = likerId < likedId ? [likerId, likedId] : [likedId, likerId];
  const likeBetween = (from: string, to: string) =>
    sql<boolean>`exists (select 1 from ${memberLikes} where ${memberLikes.likerId} = ${from} and ${memberLikes.likedId} = ${to})`;
  const [row] = await tx
    .select({
      visible: sql<boolean>`(${members.id} = ${likerId} or ${memberVisibleTo(likerId)})`,
      iLiked: likeBetween(likerId, likedId),
      theyLiked: likeBetween(likedId, likerId),
      match: getTableColumns(memberMatches),
    })
    .from(members)
    .leftJoin(memberMatches, and(eq(memberMatches.memberLowId, low), eq(memberMatches.memberHighId, high)))
    .where(eq(members.id, likedId));
  if (!row) return { visible: false, match: undefined, iLiked: false, theyLiked: false };
  return { visible: row.visible, match: row.match ?? undefined, iLiked: row.iLiked, theyLiked: row.theyLiked };
}

export async function insertLike(tx: DbOrTx, likerId: string, likedId: string, now: Date) {
  await tx.insert(memberLikes).values({ likerId, likedId, createdAt: now }).onConflictDoNothing();
}

export async function deleteLike(tx: DbOrTx, likerId: string, likedId: string) {
  await tx.delete(memberLikes).where(and(eq(memberLikes.likerId, likerId), eq(memberLikes.likedId, likedId)));
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

export async function findPremiumUntil(db: DbOrTx, memberId: string): Promise<Date | null> {
  const [row] = await db.select({ premiumUntil: members.premiumUntil }).from(members).where(eq(members.id, memberId));
  return row?.premiumUntil ?? null;
}

/** Likes the member received that are still open: the liker is visible (§6), never matched with them, not passed by them. */
const openReceived = (memberId: string) => sql`
  from member_likes l
  join members on members.id = l.liker_id
  where l.liked_id = ${memberId}
    and ${memberVisibleTo(memberId)}
    and not exists (
      select 1 from member_matches mm
      where mm.member_low_id = least(l.liker_id, ${memberId}::uuid) and mm.member_high_id = greatest(l.liker_id, ${memberId}::uuid))
    and not exists (select 1 from member_passes p where p.passer_id = ${memberId} and p.passed_id = l.liker_id)`;

/**
 * The likes a Free member is told the number of (decision 0075). Only the liker's own state and the pair's
 * match count: nothing the viewer can do and undo (a pass, a block of theirs, hiding, a report) changes it,
 * so no viewer action can single out one liker. A block the liker made against the viewer hides the like.
 */
const countableReceived = (memberId: string) => sql`
  from member_likes l
  join members on members.id = l.liker_id
  where l.liked_id = ${memberId}
    and ${members.completedSignup} and not ${members.isBlocked} and not ${members.disabled}
    and not exists (select 1 from signup_authentications sa where sa.member_id = ${members.id} and sa.auth_step <> 11)
    and not exists (select 1 from member_blocks b where b.blocker_id = ${members.id} and b.blocked_id = ${memberId})
    and not exists (
      select 1 from member_matches mm
      where mm.member_low_id = least(l.liker_id, ${memberId}::uuid) and mm.member_high_id = greatest(l.liker_id, ${memberId}::uuid))`;

export type LikePageRow = { memberId: string; at: string };

/** Newest first along member_likes_received_idx (liked_id, created_at desc, liker_id desc). */
export async function listReceivedPage(
  db: DbOrTx,
  memberId: string,
  after: KeysetKey | undefined,
  limit: number,
): Promise<LikePageRow[]> {
  const result = await db.execute(sql`
    select l.liker_id as member_id, ${cursorTime(sql`l.created_at`)} as at
    ${openReceived(memberId)}
    ${after ? sql`and ${beforeKey(sql`l.created_at`, sql`l.liker_id`, after)}` : sql``}
    order by l.created_at desc, l.liker_id desc limit ${limit}`);
  return rowsOf<{ member_id: string; at: string }>(result).map((r) => ({ memberId: r.member_id, at: r.at }));
}

/**
 * How many open likes the member received, counted up to `cap` + 1 so the most-liked members cost the same
 * as everyone (bench proposal 0003: 0.5 s against 8 ms for 19,000 likes); above the cap the app shows "100+".
 */
export async function countReceived(
  db: DbOrTx,
  memberId: string,
  cap: number,
  rule: 'open' | 'countable' = 'open',
): Promise<{ count: number; capped: boolean }> {
  const from = rule === 'open' ? openReceived(memberId) : countableReceived(memberId);
  const result = await db.execute(sql`select count(*)::int as n from (select 1 ${from} limit ${cap + 1}) open_likes`);
  const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  return { count: Math.min(n, cap), capped: n > cap };
}

/** The member's own likes not answered by a match, newest first along member_likes_sent_idx. */
export async function listSentPage(
  db: DbOrTx,
  memberId: string,
  after: KeysetKey | undefined,
  limit: number,
): Promise<LikePageRow[]> {
  const result = await db.execute(sql`
    select l.liked_id as member_id, ${cursorTime(sql`l.created_at`)} as at
    from member_likes l
    join members on members.id = l.liked_id
    where l.liker_id = ${memberId}
      ${after ? sql`and ${beforeKey(sql`l.created_at`, sql`l.liked_id`, after)}` : sql``}
      and ${memberVisibleTo(memberId)}
      and not exists (
        select 1 from member_matches mm
        where mm.member_low_id = least(l.liked_id, ${memberId}::uuid) and mm.member_high_id = greatest(l.liked_id, ${memberId}::uuid))
    order by l.created_at desc, l.liked_id desc limit ${limit}`);
  return rowsOf<{ member_id: string; at: string }>(result).map((r) => ({ memberId: r.member_id, at: r.at }));
}
