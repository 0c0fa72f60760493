import type { BadgeOffer, EarningStatus, Plan, PlansResponse } from '@blynd/shared';
import type { Db, DbOrTx } from '../../db/client';
import {
  findBadgeOffer,
  findPlan,
  listBadgeOffers,
  listPlans,
  type BadgeOfferRow,
  type PlanRow,
} from './plans.repository';

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

/** The plan a purchase names (case-insensitive, one plan per name) and the badge offer of an earning status. */
export const planNamed = (db: DbOrTx, name: string) => findPlan(db, name);
export const badgeOfferFor = (db: DbOrTx, earningStatus: string) => findBadgeOffer(db, earningStatus);
