/**
 * Which staff decisions a photo's state allows (decision 0137), written once for the Verification screen and the
 * moderation queue's "remove the content". A held photo is approved or rejected; a rejected photo whose one appeal is
 * still open is decided again, once; an approved photo can only be removed (rejected). A photo still `checking`
 * waits for the screening job; a settled rejection is final.
 */
export type ReviewState = {
  status: 'checking' | 'approved' | 'held' | 'rejected';
  appealedAt: Date | null;
  reviewedAt: Date | null;
};

/** A rejected photo the member appealed and no one has looked at since. */
export const appealOpen = (photo: ReviewState) =>
  photo.status === 'rejected' &&
  photo.appealedAt !== null &&
  (photo.reviewedAt === null || photo.reviewedAt < photo.appealedAt);

export function photoDecisionAllowed(photo: ReviewState, decision: 'approve' | 'reject'): boolean {
  if (photo.status === 'held' || appealOpen(photo)) return true;
  return decision === 'reject' && photo.status === 'approved';
}
