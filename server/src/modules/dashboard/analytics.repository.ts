import { and, asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, plans, subscriptions } from '../../db/schema';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Member counts of the dashboard in one aggregate pass over the members table. */
export async function memberCounts(db: DbOrTx, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const premium = sql`${members.premiumUntil} > ${at}`;
  const status = (name: string) => sql`${members.earningStatus} = ${name}`;
  const [row] = await db
    .select({
      numberOfUsers: sql<number>`count(*)`.mapWith(Number),
      premiumCount: countWhere(premium),
      plainPremiumCount: countWhere(sql`${premium} and not ${members.earningVerified}`),
      upstartCount: countWhere(status('Upstart')),
      upstartPremiumCount: countWhere(sql`${status('Upstart')} and ${premium}`),
      citizenCount: countWhere(status('Citizen')),
      citizenPremiumCount: countWhere(sql`${status('Citizen')} and ${premium}`),
      investorCount: countWhere(status('Investor')),
      investorPremiumCount: countWhere(sql`${status('Investor')} and ${premium}`),
      eliteCount: countWhere(status('Elite')),
      elitePremiumCount: countWhere(sql`${status('Elite')} and ${premium}`),
      maleCount: countWhere(sql`${members.gender} = 'male'`),
      femaleCount: countWhere(sql`${members.gender} = 'female'`),
      nonBinaryCount: countWhere(sql`${members.gender} = 'non-binary'`),
    })
    .from(members);
  return row;
}

/** Per live plan: members whose current period is on it, and the sum of every subscription ever sold on it. */
export async function planTiers(db: DbOrTx, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const active = db
    .select({ planId: subscriptions.planId, subscribers: sql<number>`count(distinct ${subscriptions.memberId})`.mapWith(Number).as('subscribers') })
    .from(subscriptions)
    .where(and(lte(subscriptions.startsAt, at), gt(subscriptions.endsAt, at)))
    .groupBy(subscriptions.planId)
    .as('active');
  const revenue = db
    .select({ planId: subscriptions.planId, revenue: sql<number>`sum(${subscriptions.amount})`.mapWith(Number).as('revenue') })
    .from(subscriptions)
    .groupBy(subscriptions.planId)
    .as('revenue');
  return db
    .select({
      id: plans.id,
      name: plans.name,
      monthlyPrice: plans.monthlyPrice,
      weeklyPrice: plans.weeklyPrice,
      subscribers: sql<number>`coalesce(${active.subscribers}, 0)`.mapWith(Number),
      revenue: sql<number>`coalesce(${revenue.revenue}, 0)`.mapWith(Number),
    })
    .from(plans)
    .leftJoin(active, eq(active.planId, plans.id))
    .leftJoin(revenue, eq(revenue.planId, plans.id))
    .where(eq(plans.retired, false))
    .orderBy(asc(plans.sortOrder), asc(plans.monthlyPrice));
}

export const newestMembers = (db: DbOrTx, limit: number) => db.select().from(members).orderBy(desc(members.createdAt), desc(members.id)).limit(limit);
