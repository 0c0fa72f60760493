import {
  CHAT_PHOTO_NOTICES as NOTICES,
  CHAT_PHOTO_REVIEW_MESSAGES as TEXT,
  PHOTO_REASON_MEMBER_TEXT as REASON_TEXT,
  type ChatPhotoDecisionResponse,
  type ChatPhotoHoldItem,
  type PhotoReason,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { recordRemovedHash, type PhotoDecision } from '../member-photos/photo-review.service';
import { deliverAfterCommit, recordNotices } from '../notifications/notifications.service';
import { adminChatPhotoPath } from './attachment-access.service';
import { publishAttachmentChange } from './chat-photo-screening';
import {
  findQueuedChatPhoto,
  listHeldChatPhotos,
  lockChatPhoto,
  writeChatPhotoDecision,
} from './chat-photo-holds.repository';

/** Enough for one screen; older holds surface as these are decided. */
export const CHAT_PHOTOS_TO_REVIEW = 100;

/** Held chat photos, oldest first, with what staff decide on (decision 0178). */
export async function chatPhotosToReview(db: DbOrTx): Promise<{ photos: ChatPhotoHoldItem[] }> {
  const rows = await listHeldChatPhotos(db, CHAT_PHOTOS_TO_REVIEW);
  return {
    photos: rows.map((row) => ({
      _id: row.id,
      status: 'held',
      reason: (row.reason as PhotoReason | null) ?? null,
      imageUrl: adminChatPhotoPath(row.id),
      screening: (row.screening as Record<string, unknown> | null) ?? null,
      sent: row.sentSeq !== null,
      uploadedAt: row.createdAt.toISOString(),
      screenedAt: row.screenedAt?.toISOString() ?? null,
      sender: row.sender && {
        _id: row.sender.id,
        firstName: row.sender.firstName,
        lastName: row.sender.lastName,
        phone: row.sender.phone,
      },
    })),
  };
}

/**
 * A chat photo's picture for staff: only one the moderation queue names, each opening audit-logged in the
 * transaction that reads it (as a report's attachment is). 404 otherwise, whatever the reason.
 */
export async function readChatPhotoForStaff(ctx: AppContext, id: string, actor: Actor) {
  return ctx.db.transaction(async (tx) => {
    const row = await findQueuedChatPhoto(tx, id);
    if (!row) throw new AppError('NOT_FOUND', TEXT.photoNotFound);
    await recordAudit(tx, actor, {
      action: 'chat-photo.read',
      targetType: 'chat-attachment',
      targetId: id,
      details: { memberId: row.uploaderId },
    });
    return { body: row.content, mimeType: 'image/jpeg' };
  });
}

/** What a staff decision made inside a caller's transaction came to; `afterCommit` tells the apps once it commits. */
export type StaffChatPhotoDecision =
  | { kind: 'decided'; response: ChatPhotoDecisionResponse; afterCommit: () => Promise<void> }
  | { kind: 'not-found' }
  | { kind: 'already-decided' };

/**
 * Staff approve or remove a held chat photo (decision 0178), the profile photos' flow (decision 0137) for chat, inside
 * the caller's transaction (the Verification screen's, or the moderation queue's acting on the photo's item): under
 * the row's lock, so of two staff deciding at once one decides and the other finds it decided. Approved: the other
 * member may now read it, and both members' apps get the `attachment` frame after the commit. Removed: its hash joins
 * removed_photo_hashes (the same picture sent again, in chat or as a profile photo, is a duplicate), its sender is
 * told in the feed, and one removed as `underage` is kept as evidence (past the account and the sweeps). Audited.
 */
export async function decideChatPhotoInTransaction(
  ctx: AppContext,
  tx: DbTransaction,
  actor: Actor,
  id: string,
  input: PhotoDecision,
): Promise<StaffChatPhotoDecision> {
  const at = ctx.now();
  const before = await lockChatPhoto(tx, id);
  if (!before) return { kind: 'not-found' };
  if (before.status !== 'held') return { kind: 'already-decided' };
  const reason = input.decision === 'reject' ? input.reason : null;
  const row = await writeChatPhotoDecision(tx, id, {
    status: reason ? 'removed' : 'approved',
    reason,
    adminId: actor.adminId,
    note: input.note,
    at,
    keep: reason === 'underage',
  });
  if (reason && before.dhash !== null)
    await recordRemovedHash(tx, { dhash: before.dhash, removedBy: actor.adminId, reason, at });
  await recordAudit(tx, actor, {
    action: reason ? 'chat-photo.remove' : 'chat-photo.approve',
    targetType: 'chat-attachment',
    targetId: id,
    details: { memberId: before.uploaderId, from: before.reason, reason, note: input.note },
  });
  const pending = await recordNotices(
    tx,
    reason && before.uploaderId
      ? [{ memberId: before.uploaderId, kind: 'chat-photo-removed', ...NOTICES.removed(REASON_TEXT[reason]) }]
      : [],
  );
  return {
    kind: 'decided',
    response: {
      message: row.status === 'approved' ? 'Photo approved' : 'Photo removed',
      attachment: {
        _id: row.id,
        status: row.status as 'approved' | 'removed',
        reason: row.reason as PhotoReason | null,
      },
    },
    afterCommit: async () => {
      deliverAfterCommit(ctx, pending);
      await publishAttachmentChange(ctx, row);
    },
  };
}

/** The Verification screen's decision on a held chat photo: 404 for none, 409 for one already decided. */
export async function decideChatPhoto(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: PhotoDecision,
): Promise<ChatPhotoDecisionResponse> {
  const decided = await ctx.db.transaction((tx) => decideChatPhotoInTransaction(ctx, tx, actor, id, input));
  if (decided.kind === 'not-found') throw new AppError('NOT_FOUND', TEXT.photoNotFound);
  if (decided.kind === 'already-decided') throw new AppError('CONFLICT', TEXT.alreadyDecided);
  await decided.afterCommit();
  return decided.response;
}
