import type { BadgeOffer, EarningStatus, Plan, PlansResponse } from '@blynd/shared';
import type { Db } from '../../db/client';
import { listBadgeOffers, listPlans, type BadgeOfferRow, type PlanRow } from './plans.repository';

export const toPlan = (row: PlanRow): Plan => ({
  _id: row.id,
  name: row.name,
  monthlyPrice: row.monthlyPrice,
  weeklyPrice: row.weeklyPrice,
  features: row.features,
});

export const toBadgeOffer = (row: BadgeOfferRow): BadgeOffer => ({
  _id: row.id,
  earningStatus: row.earningStatus as EarningStatus,
  price: row.price,
  features: row.features,
});

export async function getPublicPlans(db: Db): Promise<PlansResponse> {
  const [planRows, badgeRows] = await Promise.all([listPlans(db), listBadgeOffers(db)]);
  return { plans: planRows.map(toPlan), verificationBadge: badgeRows.map(toBadgeOffer) };
}
