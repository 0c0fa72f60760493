import type { PhotoReason } from '@blynd/shared';
import type { PhotoVerdict } from '../photo-screening/screening-rules';
import type { ChatDuplicate } from './chat-photo-holds.repository';

export type ChatPhotoOutcome = { status: 'approved' | 'held' | 'removed'; reason: PhotoReason | null };

/**
 * A chat photo's outcome from the profile pipeline's verdict (chat rule set) and the duplicate rule (decision 0178).
 * In this order:
 * - a face that may be a child's waits for staff first, whatever else is wrong, as for profile photos;
 * - the same picture as one staff removed: removed as `duplicate`, unless staff removed it as `underage`, in which
 *   case it waits for staff at the top of the queue (a known picture of a possible child sent again is a child-safety
 *   signal, not only a copy);
 * - what the screening refuses is removed, what it holds waits for staff;
 * - the same picture as another member's profile photo waits for staff as `duplicate` (someone else's face sent as
 *   one's own, or a picture of them passed around, against a forwarded picture that happens to be someone's photo:
 *   a person tells these apart, a hash cannot);
 * - anything else is approved (`checking` there only means "a face, no verified face": no face rule applies in chat).
 */
export function chatPhotoOutcome(verdict: PhotoVerdict, duplicate: ChatDuplicate | undefined): ChatPhotoOutcome {
  const reason = 'reason' in verdict ? (verdict.reason ?? null) : null;
  if (verdict.status === 'held' && reason === 'underage') return { status: 'held', reason };
  if (duplicate?.kind === 'removed')
    return duplicate.reason === 'underage'
      ? { status: 'held', reason: 'underage' }
      : { status: 'removed', reason: 'duplicate' };
  if (verdict.status === 'rejected') return { status: 'removed', reason };
  if (verdict.status === 'held') return { status: 'held', reason };
  if (duplicate?.kind === 'photo') return { status: 'held', reason: 'duplicate' };
  return { status: 'approved', reason: null };
}
