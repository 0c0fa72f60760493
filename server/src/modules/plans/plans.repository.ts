import { and, asc, eq, sql } from 'drizzle-orm';
import { badgeOffers, plans } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export const listActivePlans = (db: DbOrTx) =>
  db.select().from(plans).where(eq(plans.retired, false)).orderBy(asc(plans.sortOrder), asc(plans.monthlyPrice));

export const listActiveBadgeOffers = (db: DbOrTx) =>
  db
    .select()
    .from(badgeOffers)
    .where(eq(badgeOffers.retired, false))
    .orderBy(sql`array_position(array['Upstart','Citizen','Investor','Elite'], ${badgeOffers.earningStatus})`);

export async function findActivePlanByName(db: DbOrTx, name: string) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.retired, false), sql`lower(${plans.name}) = lower(${name})`))
    .limit(1);
  return plan;
}

export async function findActiveBadgeOffer(db: DbOrTx, earningStatus: string) {
  const [badge] = await db
    .select()
    .from(badgeOffers)
    .where(and(eq(badgeOffers.retired, false), eq(badgeOffers.earningStatus, earningStatus)))
    .limit(1);
  return badge;
}
