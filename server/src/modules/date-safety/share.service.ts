import type { AppContext } from '../../context';
import { photoKey } from '../../lib/photo-storage';
import { findPlanByTokenHash, unlockedPhotoFor, type DatePlanView } from './date-plans.repository';
import { SHARE_TOKEN_PATTERN, shareTokenHash } from './share-token';
import type { SharedDate } from './share-page';

export type ShareOutcome =
  | { kind: 'gone' }
  | { kind: 'expired' }
  | { kind: 'cancelled' }
  | { kind: 'open'; plan: DatePlanView & { place: string } };

/** What a share link opens now: the plan while it is open, else why not (an unknown token reads as gone). */
async function resolveShare(ctx: AppContext, token: string): Promise<ShareOutcome> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { kind: 'gone' };
  const plan = await findPlanByTokenHash(ctx.db, shareTokenHash(token));
  if (!plan) return { kind: 'gone' };
  if (plan.cancelledAt) return { kind: 'cancelled' };
  if (plan.expiresAt <= ctx.now() || plan.place === null) return { kind: 'expired' };
  return { kind: 'open', plan: { ...plan, place: plan.place } };
}

/** The match's photo goes on the page only when it is unlocked to the sharer and approved (decision 0155). */
const photoOf = (ctx: AppContext, plan: DatePlanView) =>
  plan.otherMemberId ? unlockedPhotoFor(ctx.db, plan.memberId, plan.otherMemberId) : Promise.resolve(undefined);

export async function openSharedDate(
  ctx: AppContext,
  token: string,
): Promise<Exclude<ShareOutcome, { kind: 'open' }> | { kind: 'open'; date: SharedDate }> {
  const outcome = await resolveShare(ctx, token);
  if (outcome.kind !== 'open') return outcome;
  const { plan } = outcome;
  const photo = await photoOf(ctx, plan);
  return {
    kind: 'open',
    date: {
      firstName: plan.firstName ?? '',
      at: plan.at,
      place: plan.place,
      ...(photo ? { photoUrl: `/d/${token}/photo` } : {}),
    },
  };
}

/** The photo's bytes, checked again on every request: the link open and the photo still unlocked and approved. */
export async function sharedDatePhoto(ctx: AppContext, token: string): Promise<Buffer | undefined> {
  const outcome = await resolveShare(ctx, token);
  if (outcome.kind !== 'open') return undefined;
  const storageId = await photoOf(ctx, outcome.plan);
  return storageId ? ctx.photos.get(photoKey(storageId, 'thumb')) : undefined;
}
