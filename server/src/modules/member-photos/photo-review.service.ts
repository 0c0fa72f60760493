import {
  PHOTO_REASON_MEMBER_TEXT as REASON_TEXT,
  VERIFICATION_REVIEW_MESSAGES as TEXT,
  VERIFICATION_NOTICES as NOTICES,
  type PhotoDecisionResponse,
  type PhotoReason,
  type VerificationPhotoItem,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
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

/**
 * Staff approve or reject a photo (decision 0137): the Verification screen, and the moderation queue removing a photo.
 * Under the photo's row lock, so two staff deciding one photo at once make one decision and the member gets one
 * notice; the second is told it was already decided (409). A rejection keeps the picture's hash in
 * `removed_photo_hashes` (the same picture uploaded again is a duplicate). Audited, and told to the member in the feed.
 */
export async function decidePhoto(
  ctx: AppContext,
  actor: Actor,
  photoId: string,
  input: PhotoDecision,
): Promise<PhotoDecisionResponse> {
  const at = ctx.now();
  const { row, pending } = await ctx.db.transaction(async (tx) => {
    const before = await lockPhotoForReview(tx, photoId);
    if (!before) throw new AppError('NOT_FOUND', TEXT.photoNotFound);
    if (!photoDecisionAllowed(before, input.decision)) throw new AppError('CONFLICT', TEXT.photoAlreadyDecided);
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
    return { row, pending };
  });
  deliverAfterCommit(ctx, pending);
  publishPhotoToOwner(ctx, row.memberId, row);
  await settleFaceImage(ctx, row.memberId);
  return {
    message: row.status === 'approved' ? 'Photo approved' : 'Photo rejected',
    photo: { _id: row.id, status: row.status as 'approved' | 'rejected', reason: row.reason },
  };
}
