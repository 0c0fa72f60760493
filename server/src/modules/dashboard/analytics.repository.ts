import { and, asc, desc, eq, gt, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, payments, plans, subscriptions } from '../../db/schema';

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

/**
 * Every plan with its figures: members on it now, successful payments (money received: whatever
 * happened to the plan since) and activations with no successful payment behind them (decision 0055).
 */
export async function planFigures(db: DbOrTx, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const active = db
    .select({
      planId: subscriptions.planId,
      subscribers: sql<number>`count(distinct ${subscriptions.memberId})`.mapWith(Number).as('subscribers'),
    })
    .from(subscriptions)
    .where(and(lte(subscriptions.startsAt, at), gt(subscriptions.endsAt, at)))
    .groupBy(subscriptions.planId)
    .as('active');
  const paid = db
    .select({
      planId: payments.planId,
      payments: sql<number>`count(*)`.mapWith(Number).as('payments'),
      revenue: sql<number>`sum(${payments.amount})`.mapWith(Number).as('revenue'),
    })
    .from(payments)
    .where(eq(payments.status, 'success'))
    .groupBy(payments.planId)
    .as('paid');
  const unpaid = db
    .select({
      planId: subscriptions.planId,
      manualActivations: sql<number>`count(*)`.mapWith(Number).as('manual_activations'),
      listValue: sql<number>`sum(${subscriptions.amount})`.mapWith(Number).as('list_value'),
    })
    .from(subscriptions)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(payments)
          .where(and(eq(payments.reference, subscriptions.reference), eq(payments.status, 'success'))),
      ),
    )
    .groupBy(subscriptions.planId)
    .as('unpaid');
  return db
    .select({
      id: plans.id,
      name: plans.name,
      monthlyPrice: plans.monthlyPrice,
      weeklyPrice: plans.weeklyPrice,
      retired: plans.retired,
      subscribers: sql<number>`coalesce(${active.subscribers}, 0)`.mapWith(Number),
      payments: sql<number>`coalesce(${paid.payments}, 0)`.mapWith(Number),
      revenue: sql<number>`coalesce(${paid.revenue}, 0)`.mapWith(Number),
      manualActivations: sql<number>`coalesce(${unpaid.manualActivations}, 0)`.mapWith(Number),
      listValue: sql<number>`coalesce(${unpaid.listValue}, 0)`.mapWith(Number),
    })
    .from(plans)
    .leftJoin(active, eq(active.planId, plans.id))
    .leftJoin(paid, eq(paid.planId, plans.id))
    .leftJoin(unpaid, eq(unpaid.planId, plans.id))
    .orderBy(asc(plans.retired), asc(plans.sortOrder), asc(plans.monthlyPrice));
}

export const newestMembers = (db: DbOrTx, limit: number) =>
  db.select().from(members).orderBy(desc(members.createdAt), desc(members.id)).limit(limit);

/** Token packs paid for (money received, decisions 0055 and 0095). */
export async function tokenSalesTotals(db: DbOrTx): Promise<{ payments: number; revenue: number; tokens: number }> {
  const [row] = await db
    .select({
      payments: sql<number>`count(*)`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
      tokens: sql<number>`coalesce(sum(${payments.tokens}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.status, 'success'), eq(payments.kind, 'tokens')));
  return row ?? { payments: 0, revenue: 0, tokens: 0 };
}

/**
 * Money received by channel (website, App Store, Google Play; decision 0156): successful payments and, of those, the
 * ones a store refunded or revoked since (their amount counted apart, never netted out of what was received).
 */
export async function channelTotals(db: DbOrTx) {
  const refunded = sql`${payments.refundedAt} is not null`;
  return db
    .select({
      channel: payments.channel,
      payments: sql<number>`count(*)`.mapWith(Number),
      gross: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
      refunds: countWhere(refunded),
      refunded: sql<number>`coalesce(sum(${payments.amount}) filter (where ${refunded}), 0)`.mapWith(Number),
    })
    .from(payments)
    .where(eq(payments.status, 'success'))
    .groupBy(payments.channel);
}
