import { and, asc, eq, sql } from 'drizzle-orm';
import { AD_SLOT_KEYS, DEFAULT_AD_SLOT_AMOUNT, type SpotReservationInput } from '@blynd/shared';
import { adReservations, adSlotSets, adSlots } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export async function findAdSlotSet(db: DbOrTx) {
  const [set] = await db.select().from(adSlotSets).orderBy(asc(adSlotSets.updatedAt)).limit(1);
  if (!set) return undefined;
  const slots = await db.select().from(adSlots).where(eq(adSlots.setId, set.id));
  return { set, slots };
}

export async function insertDefaultAdSlotSet(db: DbOrTx) {
  const [set] = await db.insert(adSlotSets).values({ active: true, mediaBuyer: '' }).returning();
  await db
    .insert(adSlots)
    .values(AD_SLOT_KEYS.map((slotKey) => ({ setId: set.id, slotKey, amount: DEFAULT_AD_SLOT_AMOUNT })));
}

export async function insertReservation(db: DbOrTx, input: SpotReservationInput) {
  const [row] = await db.insert(adReservations).values(input).returning();
  return row;
}

/** One atomic increment: concurrent visits never lose a count. */
export async function incrementVisits(tx: DbOrTx, setId: string, slotKey: string) {
  await tx
    .update(adSlots)
    .set({ visits: sql`${adSlots.visits} + 1` })
    .where(and(eq(adSlots.setId, setId), eq(adSlots.slotKey, slotKey)));
}
