import {
  PHOTO_REASON_MEMBER_TEXT as REASON_TEXT,
  VERIFICATION_REVIEW_MESSAGES as TEXT,
  VERIFICATION_NOTICES as NOTICES,
  type PhotoDecisionResponse,
  type PhotoReason,
  type VerificationPhotoItem,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, DbTransaction } from '../../db/client';
import { adminPhotoPath } from '../../lib/admin-photo';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { toFaceEvidence, toMemberBasics } from '../../lib/verification-evidence';
import { recordAudit } from '../audit/audit.writer';
import { settleFaceImage } from '../member-verification/verification.service';
import { publishPhotoToOwner } from './photo-screening.service';
import { deliverAfterCommit, recordNotices } from '../notifications/notifications.service';
import { appealOpen, photoDecisionAllowed } from './photo-review.rules';
import {
  listPhotosToReview,
  lockPhotoForReview,
  recordRemovedHash,
  writePhotoDecision,
  type PhotoToReview,
} from './photo-review.repository';

/** A picture staff removed elsewhere (a photo sent in chat, decision 0178) is remembered with the profile photos'. */
export { recordRemovedHash } from './photo-review.repository';

/** Enough for one screen; older items stay in the database and surface as these are decided. */
export const PHOTOS_TO_REVIEW = 100;

const toItem = ({ photo, member, face }: PhotoToReview): VerificationPhotoItem => ({
  _id: photo.id,
  queue: photo.status === 'held' ? 'held' : 'appeal',
  status: photo.status as 'held' | 'rejected',
  reason: photo.reason,
  faceMatch: photo.faceMatch,
  position: photo.position,
  photoUrl: adminPhotoPath(photo.id),
  screening: (photo.screening as Record<string, unknown> | null) ?? null,
  uploadedAt: photo.createdAt.toISOString(),
  screenedAt: photo.screenedAt?.toISOString() ?? null,
  appealedAt: photo.appealedAt?.toISOString() ?? null,
  reviewNote: photo.reviewNote,
  member: toMemberBasics(member),
  face: toFaceEvidence(member.id, face?.status ? face : null),
});

/** Held photos and open appeals, oldest first, with the evidence staff decide on. */
export const photosToReview = async (db: DbOrTx) => ({
  photos: (await listPhotosToReview(db, PHOTOS_TO_REVIEW)).map(toItem),
});

export type PhotoDecision =
  | { decision: 'approve'; reason?: PhotoReason; note: string }
  | { decision: 'reject'; reason: PhotoReason; note: string };

/** What a staff decision made inside a caller's transaction came to; `afterCommit` tells the apps once it commits. */
export type StaffPhotoDecision =
  | { kind: 'decided'; response: PhotoDecisionResponse; afterCommit: () => Promise<void> }
  | { kind: 'not-found' }
  | { kind: 'already-decided' };

/**
 * Staff approve or reject a photo (decision 0137) inside the caller's transaction: the Verification screen's decision,
 * and the moderation queue's on a held photo (`heldOnly`: the queue item is about the hold, never an appeal). Under
 * the photo's row lock, so two staff deciding one photo at once make one decision and the member gets one notice. A
 * rejection keeps the picture's hash in `removed_photo_hashes` (the same picture uploaded again is a duplicate).
 * Audited, and told to the member in the feed.
 */
export async function decidePhotoInTransaction(
  ctx: AppContext,
  tx: DbTransaction,
  actor: Actor,
  photoId: string,
  input: PhotoDecision,
  options: { heldOnly?: boolean } = {},
): Promise<StaffPhotoDecision> {
  const at = ctx.now();
  const before = await lockPhotoForReview(tx, photoId);
  if (!before) return { kind: 'not-found' };
  if (!photoDecisionAllowed(before, input.decision) || (options.heldOnly && before.status !== 'held'))
    return { kind: 'already-decided' };
  const wasAppeal = appealOpen(before);
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const reason = input.decision === 'reject' ? input.reason : null;
  const row = await writePhotoDecision(tx, photoId, { status, reason, adminId: actor.adminId, note: input.note, at });
  if (reason && before.dhash !== null)
    await recordRemovedHash(tx, { dhash: before.dhash, removedBy: actor.adminId, reason, at });
  await recordAudit(tx, actor, {
    action: input.decision === 'approve' ? 'verification.photo.approve' : 'verification.photo.reject',
    targetType: 'photo',
    targetId: photoId,
    details: { memberId: before.memberId, from: before.status, appeal: wasAppeal, reason, note: input.note },
  });
  const notice = !reason
    ? NOTICES.photoApproved
    : wasAppeal
      ? NOTICES.appealRejected(REASON_TEXT[reason])
      : NOTICES.photoRejected(REASON_TEXT[reason]);
  const kind = reason ? 'photo-rejected' : 'photo-approved';
  const pending = await recordNotices(tx, [{ memberId: before.memberId, kind, ...notice, relatedId: photoId }]);
  return {
    kind: 'decided',
    response: {
      message: row.status === 'approved' ? 'Photo approved' : 'Photo rejected',
      photo: { _id: row.id, status: row.status as 'approved' | 'rejected', reason: row.reason },
    },
    afterCommit: async () => {
      deliverAfterCommit(ctx, pending);
      publishPhotoToOwner(ctx, row.memberId, row);
      await settleFaceImage(ctx, row.memberId);
    },
  };
}

/** The Verification screen's decision on a photo: 404 for none, 409 for one already decided. */
export async function decidePhoto(
  ctx: AppContext,
  actor: Actor,
  photoId: string,
  input: PhotoDecision,
): Promise<PhotoDecisionResponse> {
  const decided = await ctx.db.transaction((tx) => decidePhotoInTransaction(ctx, tx, actor, photoId, input));
  if (decided.kind === 'not-found') throw new AppError('NOT_FOUND', TEXT.photoNotFound);
  if (decided.kind === 'already-decided') throw new AppError('CONFLICT', TEXT.photoAlreadyDecided);
  await decided.afterCommit();
  return decided.response;
}
