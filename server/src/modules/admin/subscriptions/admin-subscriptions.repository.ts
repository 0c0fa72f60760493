import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { plans } from '../../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The control centre sends the plan's name; its id is accepted as well. */
export async function findActivePlanByNameOrId(db: DbOrTx, planNameOrId: string) {
  const byName = sql`lower(${plans.name}) = lower(${planNameOrId.trim()})`;
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.retired, false), UUID.test(planNameOrId) ? or(byName, eq(plans.id, planNameOrId)) : byName))
    .limit(1);
  return row;
}
