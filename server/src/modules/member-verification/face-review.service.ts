import {
  VERIFICATION_REVIEW_MESSAGES as TEXT,
  VERIFICATION_NOTICES as NOTICES,
  type FaceDecisionResponse,
  type VerificationFaceItem,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, DbTransaction } from '../../db/client';
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

/** What a staff decision made inside a caller's transaction came to; `afterCommit` tells the apps once it commits. */
export type StaffFaceDecision =
  | { kind: 'decided'; response: FaceDecisionResponse; afterCommit: () => Promise<void> }
  | { kind: 'not-found' }
  | { kind: 'already-decided' };

/**
 * Staff decide an age review (decision 0137) inside the caller's transaction (the Verification screen's, or the
 * moderation queue's acting on the review's item, which names the review by the second it began, rounded as the database does: `reviewEpoch`). Approve
 * (18 or over) lets sign-up finish; reject keeps the account from finishing, and the member is told why. Under the
 * face's row lock, so two staff at once make one decision and one notice. Audited; the face image is deleted after
 * the commit once no review needs it (settleFaceImage).
 */
export async function decideFaceReviewInTransaction(
  ctx: AppContext,
  tx: DbTransaction,
  actor: Actor,
  memberId: string,
  input: { decision: 'approve' | 'reject'; note: string; reviewEpoch?: number },
): Promise<StaffFaceDecision> {
  const at = ctx.now();
  const status = input.decision === 'approve' ? 'verified' : 'rejected';
  const face = await lockFaceForReview(tx, memberId);
  if (!face) return { kind: 'not-found' };
  if (face.status !== 'review') return { kind: 'already-decided' };
  if (input.reviewEpoch !== undefined && Math.round(face.createdAt.getTime() / 1000) !== input.reviewEpoch)
    return { kind: 'already-decided' };
  await writeFaceDecision(tx, memberId, { status, adminId: actor.adminId, note: input.note, at });
  await recordAudit(tx, actor, {
    action: input.decision === 'approve' ? 'verification.face.approve' : 'verification.face.reject',
    targetType: 'member',
    targetId: memberId,
    details: { ageEstimate: face.ageEstimate, ageLow: face.ageLow, note: input.note },
  });
  const notice = input.decision === 'approve' ? NOTICES.faceApproved : NOTICES.faceRejected;
  const pending = await recordNotices(tx, [{ memberId, kind: `age-review-${status}`, ...notice }]);
  return {
    kind: 'decided',
    response: {
      message: input.decision === 'approve' ? 'Age review approved' : 'Age review rejected',
      face: { memberId, status },
    },
    afterCommit: async () => {
      deliverAfterCommit(ctx, pending);
      await settleFaceImage(ctx, memberId);
    },
  };
}

/** The Verification screen's decision on an age review: 404 for none, 409 for one already decided. */
export async function decideFaceReview(
  ctx: AppContext,
  actor: Actor,
  memberId: string,
  input: { decision: 'approve' | 'reject'; note: string },
): Promise<FaceDecisionResponse> {
  const decided = await ctx.db.transaction((tx) => decideFaceReviewInTransaction(ctx, tx, actor, memberId, input));
  if (decided.kind === 'not-found') throw new AppError('NOT_FOUND', TEXT.faceNotFound);
  if (decided.kind === 'already-decided') throw new AppError('CONFLICT', TEXT.faceAlreadyDecided);
  await decided.afterCommit();
  return decided.response;
}
