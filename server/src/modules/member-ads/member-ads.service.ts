import {
  AD_SLOT_KEYS,
  MEMBER_DISCOVER_MESSAGES as TEXT,
  type AdSlotKey,
  type AdVisitResponse,
  type MemberAd,
  type MemberAdsResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { getAdSlotSet, incrementVisits } from '../ads/ads.service';
import { isPremium } from '../../lib/premium';
import { claimVisit, findPremiumUntil } from './member-ads.repository';

/**
 * The slots of the one ad set (the control centre's) that carry a live ad: the set is active, the slot is
 * marked live (`available`) and has an image to show.
 */
async function liveAds(ctx: AppContext): Promise<{ setId: string; ads: MemberAd[] } | undefined> {
  const set = await getAdSlotSet(ctx.db);
  if (!set.active) return undefined;
  const ads = AD_SLOT_KEYS.flatMap((key) => {
    const slot = set[key];
    return slot.available && slot.imgUrl ? [{ key, imgUrl: slot.imgUrl, link: slot.link }] : [];
  });
  return { setId: set._id, ads };
}

/** Free members see the live ads; Premium (premiumUntil after now, at the time of the call) sees none. */
export async function adsFor(ctx: AppContext, memberId: string): Promise<MemberAdsResponse> {
  const member = await findPremiumUntil(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', 'Session Expired');
  if (isPremium(member.premiumUntil, ctx.now())) return { items: [] };
  return { items: (await liveAds(ctx))?.ads ?? [] };
}

/** Counts a visit on a live slot, at most one per member, slot and minute (decision 0052). */
export async function recordVisit(ctx: AppContext, memberId: string, slot: AdSlotKey): Promise<AdVisitResponse> {
  const live = await liveAds(ctx);
  if (!live || !live.ads.some((ad) => ad.key === slot)) throw new AppError('NOT_FOUND', TEXT.adNotFound);
  const counted = await ctx.db.transaction(async (tx) => {
    if (!(await claimVisit(tx, memberId, slot, ctx.now()))) return false;
    await incrementVisits(tx, live.setId, slot);
    return true;
  });
  return { counted };
}
