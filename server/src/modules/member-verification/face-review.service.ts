import {
  VERIFICATION_REVIEW_MESSAGES as TEXT,
  VERIFICATION_NOTICES as NOTICES,
  type FaceDecisionResponse,
  type VerificationFaceItem,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { toFaceEvidence, toMemberBasics } from '../../lib/verification-evidence';
import { recordAudit } from '../audit/audit.writer';
import { deliverAfterCommit, recordNotices } from '../notifications/notifications.service';
import { settleFaceImage, verifiedFaceImage } from './verification.service';
import { listFacesToReview, lockFaceForReview, writeFaceDecision, type FaceToReview } from './face-review.repository';

export const FACES_TO_REVIEW = 100;

const toItem = ({ face, member }: FaceToReview): VerificationFaceItem => ({
  member: toMemberBasics(member),
  face: toFaceEvidence(member.id, face),
  provider: face.provider,
  createdAt: face.createdAt.toISOString(),
});

/** Accounts whose verified face waits for an age review (under 18 with the margin, decision 0141), oldest first. */
export const facesToReview = async (db: DbOrTx) => ({
  faces: (await listFacesToReview(db, FACES_TO_REVIEW)).map(toItem),
});

/**
 * The face image, for staff, while a review keeps it (decision 0148); every look that finds one is audited.
 * Undefined: no image kept (never stored, or deleted once the review was settled).
 */
export async function faceImageForReview(ctx: AppContext, memberId: string, actor: Actor): Promise<Buffer | undefined> {
  const image = await verifiedFaceImage(ctx, memberId);
  if (image)
    await recordAudit(ctx.db, actor, {
      action: 'verification.face.image.read',
      targetType: 'member',
      targetId: memberId,
    });
  return image;
}

/**
 * Staff decide an age review (decision 0137): approve (18 or over) lets sign-up finish; reject keeps the account from
 * finishing, and the member is told why. Under the face's row lock, so two staff at once make one decision and one
 * notice (the second gets 409). Audited; the face image is deleted once no review needs it (settleFaceImage).
 */
export async function decideFaceReview(
  ctx: AppContext,
  actor: Actor,
  memberId: string,
  input: { decision: 'approve' | 'reject'; note: string },
): Promise<FaceDecisionResponse> {
  const at = ctx.now();
  const status = input.decision === 'approve' ? 'verified' : 'rejected';
  const pending = await ctx.db.transaction(async (tx) => {
    const face = await lockFaceForReview(tx, memberId);
    if (!face) throw new AppError('NOT_FOUND', TEXT.faceNotFound);
    if (face.status !== 'review') throw new AppError('CONFLICT', TEXT.faceAlreadyDecided);
    await writeFaceDecision(tx, memberId, { status, adminId: actor.adminId, note: input.note, at });
    await recordAudit(tx, actor, {
      action: input.decision === 'approve' ? 'verification.face.approve' : 'verification.face.reject',
      targetType: 'member',
      targetId: memberId,
      details: { ageEstimate: face.ageEstimate, ageLow: face.ageLow, note: input.note },
    });
    const notice = input.decision === 'approve' ? NOTICES.faceApproved : NOTICES.faceRejected;
    return recordNotices(tx, [{ memberId, kind: `age-review-${status}`, ...notice }]);
  });
  deliverAfterCommit(ctx, pending);
  await settleFaceImage(ctx, memberId);
  return {
    message: input.decision === 'approve' ? 'Age review approved' : 'Age review rejected',
    face: { memberId, status },
  };
}
