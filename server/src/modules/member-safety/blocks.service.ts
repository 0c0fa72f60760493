import { MEMBER_SAFETY_MESSAGES as TEXT, type BlockList, type BlockResponse, type MessageResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  deleteBlock, deleteLikesBetween, deletePendingPhotoRequests, endMatchBetween, insertBlock, listBlocks, lockMemberPair, memberExists, type BlockRow,
} from './safety.repository';

const BLOCKS_PAGE = 50;

/**
 * Everything a block does, inside the caller's transaction (decision 0053): the pair is locked, the block row
 * written, the match ended, its pending photo requests and the likes both ways deleted. Nobody is told.
 */
export async function applyBlock(tx: DbOrTx, blockerId: string, blockedId: string, at: Date) {
  await lockMemberPair(tx, blockerId, blockedId);
  await insertBlock(tx, blockerId, blockedId);
  const matchId = await endMatchBetween(tx, blockerId, blockedId, at);
  if (matchId) await deletePendingPhotoRequests(tx, matchId);
  await deleteLikesBetween(tx, blockerId, blockedId);
}

/**
 * Any existing member but oneself can be blocked, whether or not the caller can still see them: a member who
 * already blocked the caller gets the same answer as anyone else, so a block never reveals a block.
 */
export async function blockMember(ctx: AppContext, blockerId: string, blockedId: string): Promise<BlockResponse> {
  if (blockedId === blockerId) throw new AppError('BAD_REQUEST', TEXT.blockSelf);
  await ctx.db.transaction(async (tx) => {
    if (!(await memberExists(tx, blockedId))) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
    await applyBlock(tx, blockerId, blockedId, ctx.now());
  });
  return { message: TEXT.blocked, blocked: true };
}

/** Removes the caller's own block; a block the other member made stays. Ended matches and deleted likes stay gone. */
export async function unblockMember(ctx: AppContext, blockerId: string, blockedId: string): Promise<MessageResponse> {
  if (!(await deleteBlock(ctx.db, blockerId, blockedId))) throw new AppError('NOT_FOUND', TEXT.blockNotFound);
  return { message: TEXT.unblocked };
}

const encodeCursor = (row: BlockRow) => Buffer.from(`${row.createdAt.toISOString()}|${row.memberId}`).toString('base64url');
function decodeCursor(cursor: string): { createdAt: Date; memberId: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id ?? '')) {
    throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  }
  return { createdAt, memberId: id! };
}

/** Whom the caller blocked, newest first: first name and blyndmoji, so they can be found and unblocked. */
export async function listBlocked(ctx: AppContext, blockerId: string, cursor: string | undefined): Promise<BlockList> {
  const rows = await listBlocks(ctx.db, blockerId, cursor ? decodeCursor(cursor) : undefined, BLOCKS_PAGE + 1);
  const page = rows.slice(0, BLOCKS_PAGE);
  return {
    items: page.map((row) => ({ _id: row.memberId, firstName: row.firstName, avatar: row.avatar, blockedAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > BLOCKS_PAGE ? encodeCursor(page[page.length - 1]!) : null,
  };
}
