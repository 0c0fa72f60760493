import {
  CANNED_REPLY_MESSAGES,
  type CannedReply,
  type CannedReplyInput,
  type CannedReplyListResponse,
  type CannedReplyUpdate,
  type CannedReplyResponse,
  type MessageResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  deleteCannedReply as removeCannedReply,
  findCannedReply,
  insertCannedReply,
  listCannedReplies,
  updateCannedReply as storeCannedReply,
  type CannedReplyWithEditor,
} from './canned-replies.repository';

const toCannedReply = ({ reply, editor }: CannedReplyWithEditor): CannedReply => ({
  _id: reply.id,
  title: reply.title,
  body: reply.body,
  updatedAt: reply.updatedAt.toISOString(),
  updatedBy: editor ? { _id: editor.id, fullname: editor.fullname } : null,
  version: reply.version,
});

/** A title taken by another reply (case-insensitive unique index) reads as 409, not a server error. */
async function uniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CANNED_REPLY_MESSAGES.duplicateTitle);
    throw error;
  }
}

export async function getCannedReplies(db: Db): Promise<CannedReplyListResponse> {
  return { replies: (await listCannedReplies(db)).map(toCannedReply) };
}

export async function createCannedReply(
  ctx: AppContext,
  input: CannedReplyInput,
  actor: Actor,
): Promise<CannedReplyResponse> {
  const id = await uniqueTitle(() =>
    ctx.db.transaction(async (tx) => {
      const row = await insertCannedReply(tx, {
        title: input.title,
        body: input.body,
        updatedByAdminId: actor.adminId,
      });
      await recordAudit(tx, actor, {
        action: 'canned-reply.create',
        targetType: 'canned_reply',
        targetId: row.id,
        details: { title: input.title },
      });
      return row.id;
    }),
  );
  return { message: CANNED_REPLY_MESSAGES.created, reply: toCannedReply((await findCannedReply(ctx.db, id))!) };
}

/** An edit lands only on the version it was made from; otherwise 409, and the editor reloads (decision 0083). */
export async function updateCannedReply(
  ctx: AppContext,
  id: string,
  input: CannedReplyUpdate,
  actor: Actor,
): Promise<CannedReplyResponse> {
  await uniqueTitle(() =>
    ctx.db.transaction(async (tx) => {
      const row = await storeCannedReply(tx, id, input.version, {
        title: input.title,
        body: input.body,
        updatedByAdminId: actor.adminId,
      });
      if (!row) {
        const exists = await findCannedReply(tx, id);
        throw new AppError(
          exists ? 'CONFLICT' : 'NOT_FOUND',
          exists ? CANNED_REPLY_MESSAGES.staleEdit : CANNED_REPLY_MESSAGES.notFound,
        );
      }
      await recordAudit(tx, actor, {
        action: 'canned-reply.update',
        targetType: 'canned_reply',
        targetId: id,
        details: { title: input.title },
      });
    }),
  );
  return { message: CANNED_REPLY_MESSAGES.updated, reply: toCannedReply((await findCannedReply(ctx.db, id))!) };
}

export async function deleteCannedReply(ctx: AppContext, id: string, actor: Actor): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const row = await removeCannedReply(tx, id);
    if (!row) throw new AppError('NOT_FOUND', CANNED_REPLY_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action: 'canned-reply.delete',
      targetType: 'canned_reply',
      targetId: id,
      details: { title: row.title },
    });
  });
  return { message: CANNED_REPLY_MESSAGES.deleted };
}
