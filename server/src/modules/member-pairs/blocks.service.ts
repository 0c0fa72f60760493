import {
  BLOCKS_PAGE_DEFAULT,
  MEMBER_SAFETY_MESSAGES as TEXT,
  type BlockList,
  type BlockResponse,
  type MessageResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { decodeKeysetCursor, toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import { tellMatchesEnded } from '../notifications/notifications.service';
import {
  deleteBlock,
  deletePendingPhotoRequests,
  endMatchBetween,
  insertBlock,
  listBlocks,
  memberExists,
} from './blocks.repository';
import { deleteLike, lockPair } from './pair.repository';
import { keepEvidence } from '../match-evidence/evidence.service';

const BLOCKS_PAGE = BLOCKS_PAGE_DEFAULT;

/**
 * Everything a block does, inside the caller's transaction (decision 0053): the pair is locked, the block row
 * written, the match ended, its pending photo requests and the blocker's own like deleted. Nobody is told.
 */
export async function applyBlock(
  tx: DbOrTx,
  blockerId: string,
  blockedId: string,
  at: Date,
): Promise<string | undefined> {
  await lockPair(tx, blockerId, blockedId);
  await insertBlock(tx, blockerId, blockedId);
  const matchId = await endMatchBetween(tx, blockerId, blockedId, at);
  if (matchId) {
    await deletePendingPhotoRequests(tx, matchId);
    await keepEvidence(tx, matchId, at);
  }
  // Only the blocker's own like goes: deleting the blocked member's like would change the blocker's Free
  // count and so tell them who liked them (decision 0075). Visibility hides it while the block stands.
  await deleteLike(tx, blockerId, blockedId);
  return matchId;
}

/**
 * Any existing member but oneself can be blocked, whether or not the caller can still see them: a member who
 * already blocked the caller gets the same answer as anyone else, so a block never reveals a block.
 */
export async function blockMember(ctx: AppContext, blockerId: string, blockedId: string): Promise<BlockResponse> {
  if (blockedId === blockerId) throw new AppError('BAD_REQUEST', TEXT.blockSelf);
  const matchId = await ctx.db.transaction(async (tx) => {
    if (!(await memberExists(tx, blockedId))) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
    return applyBlock(tx, blockerId, blockedId, ctx.now());
  });
  if (matchId) tellMatchesEnded(ctx, blockerId, [{ id: matchId, otherId: blockedId }]);
  return { message: TEXT.blocked, blocked: true };
}

/** Removes the caller's own block; a block the other member made stays. Ended matches and deleted likes stay gone. */
export async function unblockMember(ctx: AppContext, blockerId: string, blockedId: string): Promise<MessageResponse> {
  if (!(await deleteBlock(ctx.db, blockerId, blockedId))) throw new AppError('NOT_FOUND', TEXT.blockNotFound);
  return { message: TEXT.unblocked };
}

/** Whom the caller blocked, newest first: first name and blyndmoji, so they can be found and unblocked. */
export async function listBlocked(
  ctx: AppContext,
  blockerId: string,
  cursor: string | undefined,
  limit = BLOCKS_PAGE,
): Promise<BlockList> {
  // An empty cursor has always meant the first page.
  const after = cursor ? decodeKeysetCursor(cursor) : undefined;
  if (cursor && !after) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  const rows = await listBlocks(ctx.db, blockerId, after, limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.memberId }));
  return {
    items: page.map((row) => ({
      _id: row.memberId,
      firstName: row.firstName,
      avatar: row.avatar,
      blockedAt: row.createdAt.toISOString(),
    })),
    nextCursor,
  };
}
