import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { beforeKey, cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
import { memberBlocks, memberMatches, members, photoRequests } from '../../db/schema';
import { orderedPair } from './pair.repository';

export const memberExists = async (db: DbOrTx, memberId: string) =>
  (await db.select({ id: members.id }).from(members).where(eq(members.id, memberId))).length > 0;

export async function insertBlock(tx: DbOrTx, blockerId: string, blockedId: string) {
  await tx.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Ends the pair's match (kept, so the pair never matches again by accident); answers its id, if any. */
export async function endMatchBetween(tx: DbOrTx, a: string, b: string, at: Date): Promise<string | undefined> {
  const { low, high } = orderedPair(a, b);
  const [match] = await tx
    .select({ id: memberMatches.id })
    .from(memberMatches)
    .where(and(eq(memberMatches.memberLowId, low), eq(memberMatches.memberHighId, high)));
  if (match)
    await tx
      .update(memberMatches)
      .set({ endedAt: at })
      .where(and(eq(memberMatches.id, match.id), isNull(memberMatches.endedAt)));
  return match?.id;
}

export async function deletePendingPhotoRequests(tx: DbOrTx, matchId: string) {
  await tx.delete(photoRequests).where(and(eq(photoRequests.matchId, matchId), eq(photoRequests.state, 'pending')));
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
