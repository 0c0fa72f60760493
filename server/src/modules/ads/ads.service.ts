import {
  AD_SLOT_KEYS,
  DEFAULT_AD_SLOT_AMOUNT,
  type AdSlot,
  type AdSlotSet,
  type SpotReservationInput,
} from '@blynd/shared';
import type { Db } from '../../db/client';
import type { adSlots } from '../../db/schema';
import { findAdSlotSet, insertDefaultAdSlotSet, insertReservation } from './ads.repository';

export const RESERVATION_SUCCESS_MESSAGE =
  'Your reservation request has been received. Our ads team will contact you within two working days.';

const toSlot = (row: typeof adSlots.$inferSelect | undefined): AdSlot => ({
  amount: row?.amount ?? DEFAULT_AD_SLOT_AMOUNT,
  available: row?.available ?? false,
  imgUrl: row?.imgUrl ?? '',
  link: row?.link ?? '',
  visits: row?.visits ?? 0,
});

/** The one ad slot set, in the shape the site reads (docs/domain-rules.md#ads); created with defaults the first time it is needed. */
export async function getAdSlotSet(db: Db): Promise<AdSlotSet> {
  let found = await findAdSlotSet(db);
  if (!found) {
    await db.transaction((tx) => insertDefaultAdSlotSet(tx));
    found = (await findAdSlotSet(db))!;
  }
  const byKey = new Map(found.slots.map((slot) => [slot.slotKey, slot]));
  const [filterSlot, friendRequestSlot, chatSlot] = AD_SLOT_KEYS.map((key) => toSlot(byKey.get(key)));
  return {
    _id: found.set.id,
    active: found.set.active,
    mediaBuyer: found.set.mediaBuyer,
    filterSlot,
    friendRequestSlot,
    chatSlot,
  };
}

export const reserveSpot = (db: Db, input: SpotReservationInput) => insertReservation(db, input);

/** A slot's visit count, raised in the caller's transaction: member-ads decides which visits count. */
export { incrementVisits } from './ads.repository';
