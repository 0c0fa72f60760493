import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { badgeOffers, plans } from '../../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type BadgeOfferRow = typeof badgeOffers.$inferSelect;

export const listAllPlans = (db: DbOrTx) => db.select().from(plans).orderBy(asc(plans.retired), asc(plans.sortOrder), asc(plans.monthlyPrice));

export const listAllBadgeOffers = (db: DbOrTx) =>
  db.select().from(badgeOffers).orderBy(sql`array_position(array['Upstart','Citizen','Investor','Elite'], ${badgeOffers.earningStatus})`);

export async function findPlanById(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

export async function findPlanByName(db: DbOrTx, name: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(sql`lower(${plans.name}) = lower(${name})`).limit(1);
  return row;
}

export async function insertPlan(tx: DbOrTx, values: typeof plans.$inferInsert) {
  const [row] = await tx.insert(plans).values(values).returning();
  return row;
}

export async function updatePlanRow(tx: DbOrTx, id: string, values: Partial<typeof plans.$inferInsert>) {
  const [row] = await tx.update(plans).set(values).where(eq(plans.id, id)).returning();
  return row;
}

export async function findBadgeOfferById(db: DbOrTx, id: string): Promise<BadgeOfferRow | undefined> {
  const [row] = await db.select().from(badgeOffers).where(eq(badgeOffers.id, id)).limit(1);
  return row;
}

export async function insertBadgeOffer(tx: DbOrTx, values: typeof badgeOffers.$inferInsert) {
  const [row] = await tx.insert(badgeOffers).values(values).returning();
  return row;
}

export async function updateBadgeOfferRow(tx: DbOrTx, id: string, values: Partial<typeof badgeOffers.$inferInsert>) {
  const [row] = await tx.update(badgeOffers).set(values).where(eq(badgeOffers.id, id)).returning();
  return row;
}
