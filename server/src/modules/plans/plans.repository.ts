import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { EARNING_STATUSES } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { badgeOffers, plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type BadgeOfferRow = typeof badgeOffers.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Scope = { includeRetired?: boolean };
const activeOnly = (retired: typeof plans.retired | typeof badgeOffers.retired, scope: Scope): SQL | undefined =>
  scope.includeRetired ? undefined : eq(retired, false);

/** Plans in catalogue order: retired last (when included), then the admin's sort order, then price. */
export const listPlans = (db: DbOrTx, scope: Scope = {}): Promise<PlanRow[]> =>
  db
    .select()
    .from(plans)
    .where(activeOnly(plans.retired, scope))
    .orderBy(asc(plans.retired), asc(plans.sortOrder), asc(plans.monthlyPrice));

/** Badge offers in the order of the earning status bands, as `shared` lists them. */
export async function listBadgeOffers(db: DbOrTx, scope: Scope = {}): Promise<BadgeOfferRow[]> {
  const rows = await db.select().from(badgeOffers).where(activeOnly(badgeOffers.retired, scope));
  const rank = (row: BadgeOfferRow) => EARNING_STATUSES.indexOf(row.earningStatus as (typeof EARNING_STATUSES)[number]);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/**
 * A plan by its name in any case (names are unique case-insensitively, migration 0003) or by its id.
 * The control centre sends the name or the id; buyers send the name.
 */
export async function findPlan(db: DbOrTx, nameOrId: string, scope: Scope = {}): Promise<PlanRow | undefined> {
  const key = nameOrId.trim();
  const byName = sql`lower(${plans.name}) = lower(${key})`;
  const [row] = await db
    .select()
    .from(plans)
    .where(and(activeOnly(plans.retired, scope), UUID.test(key) ? or(byName, eq(plans.id, key)) : byName))
    .limit(1);
  return row;
}

export async function findBadgeOffer(
  db: DbOrTx,
  earningStatusOrId: string,
  scope: Scope = {},
): Promise<BadgeOfferRow | undefined> {
  const key = earningStatusOrId.trim();
  const [row] = await db
    .select()
    .from(badgeOffers)
    .where(
      and(
        activeOnly(badgeOffers.retired, scope),
        UUID.test(key) ? eq(badgeOffers.id, key) : eq(badgeOffers.earningStatus, key),
      ),
    )
    .limit(1);
  return row;
}

export async function insertPlan(tx: DbOrTx, values: typeof plans.$inferInsert): Promise<PlanRow> {
  const [row] = await tx.insert(plans).values(values).returning();
  return row;
}

export async function updatePlanRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof plans.$inferInsert>,
): Promise<PlanRow> {
  const [row] = await tx.update(plans).set(values).where(eq(plans.id, id)).returning();
  return row;
}

export async function insertBadgeOffer(tx: DbOrTx, values: typeof badgeOffers.$inferInsert): Promise<BadgeOfferRow> {
  const [row] = await tx.insert(badgeOffers).values(values).returning();
  return row;
}

export async function updateBadgeOfferRow(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof badgeOffers.$inferInsert>,
): Promise<BadgeOfferRow> {
  const [row] = await tx.update(badgeOffers).set(values).where(eq(badgeOffers.id, id)).returning();
  return row;
}
