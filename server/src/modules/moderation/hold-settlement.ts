import { canAccess, PHOTO_REASONS, type AdminRoleName, type PhotoReason } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { decideChatPhotoInTransaction } from '../chat-attachments/chat-photo-review.service';
import { decidePhotoInTransaction } from '../member-photos/photo-review.service';
import { decideFaceReviewInTransaction } from '../member-verification/face-review.service';
import type { ItemRow } from './queue.repository';

/** A verification hold the queue lists: a profile photo or a chat photo held, or a verified face in age review. */
export type Hold =
  | { kind: 'photo'; photoId: string }
  | { kind: 'chat-photo'; attachmentId: string }
  | { kind: 'face'; memberId: string; reviewEpoch: number };

/** The hold an item is about, if it is a hold item (a face review's key is `<member>:<second the review began>`). */
export function holdOf(item: Pick<ItemRow, 'kind' | 'sourceKey'>): Hold | null {
  if (item.kind === 'photo-hold') return { kind: 'photo', photoId: item.sourceKey };
  if (item.kind === 'chat-photo-hold') return { kind: 'chat-photo', attachmentId: item.sourceKey };
  if (item.kind === 'face-review') {
    const [memberId, epoch] = item.sourceKey.split(':');
    return memberId && epoch ? { kind: 'face', memberId, reviewEpoch: Number(epoch) } : null;
  }
  return null;
}

/**
 * Releasing a hold is the Verification screen's approval, which Support may not make there (decision 0182): so a
 * dismissal of a hold item, which releases it, is Admin's and up too.
 */
export const mayRelease = (role: AdminRoleName) => canAccess(role, 'verificationWrite');

/** The screening reason a removed picture is rejected with, from what the item was about. */
export const photoReasonFor = (category: string): PhotoReason =>
  category === 'underage' || category === 'csae'
    ? 'underage'
    : category === 'sexual-content' || category === 'nudity' || category === 'sexual'
      ? 'nudity'
      : category === 'threat-or-violence' || category === 'violence'
        ? 'violence'
        : 'not-you';

/** A held picture's own reason when it is one (a duplicate stays a duplicate), else the item's category's. */
export const holdReasonFor = (category: string): PhotoReason =>
  (PHOTO_REASONS as readonly string[]).includes(category) ? (category as PhotoReason) : photoReasonFor(category);

export type HoldSettlement =
  { kind: 'approved' | 'removed'; afterCommit: () => Promise<void> } | { kind: 'already-settled' };

/**
 * Settles a hold inside the queue action's transaction, through the Verification screen's own decision (its audit
 * entry, its notice to the member, its frames after the commit): approved when staff dismiss the item ("nothing wrong
 * here"), rejected or removed with the hold's reason otherwise. A hold already decided on the Verification screen, or
 * gone with its account, stays as it is: the item closes all the same.
 */
export async function settleHold(
  ctx: AppContext,
  tx: DbTransaction,
  actor: Actor,
  hold: Hold,
  input: { release: boolean; category: string; note: string },
): Promise<HoldSettlement> {
  const note = input.note;
  const photo = input.release
    ? ({ decision: 'approve', note } as const)
    : ({ decision: 'reject', reason: holdReasonFor(input.category), note } as const);
  const decided =
    hold.kind === 'photo'
      ? await decidePhotoInTransaction(ctx, tx, actor, hold.photoId, photo, { heldOnly: true })
      : hold.kind === 'chat-photo'
        ? await decideChatPhotoInTransaction(ctx, tx, actor, hold.attachmentId, photo)
        : await decideFaceReviewInTransaction(ctx, tx, actor, hold.memberId, {
            decision: photo.decision,
            note,
            reviewEpoch: hold.reviewEpoch,
          });
  if (decided.kind !== 'decided') return { kind: 'already-settled' };
  return { kind: input.release ? 'approved' : 'removed', afterCommit: decided.afterCommit };
}
