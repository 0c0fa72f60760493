import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { adReservations, adSlotSets, adSlots } from '../../db/schema';

export async function updateSlotSet(
  tx: DbOrTx,
  setId: string,
  values: { active?: boolean; mediaBuyer?: string },
  at: Date,
) {
  await tx
    .update(adSlotSets)
    .set({ ...values, updatedAt: at })
    .where(eq(adSlotSets.id, setId));
}

export async function updateSlot(
  tx: DbOrTx,
  setId: string,
  slotKey: string,
  values: Partial<Pick<typeof adSlots.$inferInsert, 'available' | 'imgUrl' | 'link' | 'amount' | 'visits'>>,
) {
  const [row] = await tx
    .update(adSlots)
    .set(values)
    .where(and(eq(adSlots.setId, setId), eq(adSlots.slotKey, slotKey)))
    .returning();
  return row;
}

export async function listReservations(db: DbOrTx, page: number, handled: boolean | undefined) {
  const where: SQL | undefined = handled === undefined ? undefined : eq(adReservations.handled, handled);
  const [rows, [{ total }], [{ unhandled }]] = await Promise.all([
    db
      .select()
      .from(adReservations)
      .where(where)
      .orderBy(desc(adReservations.createdAt), desc(adReservations.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(adReservations).where(where),
    db.select({ unhandled: count() }).from(adReservations).where(eq(adReservations.handled, false)),
  ]);
  return { rows, total, unhandled };
}

export async function setReservationHandled(tx: DbOrTx, id: string, handled: boolean) {
  const [row] = await tx.update(adReservations).set({ handled }).where(eq(adReservations.id, id)).returning();
  return row;
}
