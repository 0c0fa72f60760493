import {
  AD_SLOT_LABELS,
  PAGE_SIZE,
  type AdReservation,
  type AdSlotKey,
  type AdSlotSetActionResponse,
  type ReservationActionResponse,
  type ReservationListQuery,
  type ReservationListResponse,
  type UpdateAdSlotInput,
  type UpdateAdSlotSetInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { adReservations } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { getAdSlotSet } from './ads.service';
import { recordAudit } from '../audit/audit.writer';
import { listReservations, setReservationHandled, updateSlot, updateSlotSet } from './admin-ads.repository';

const toReservation = (row: typeof adReservations.$inferSelect): AdReservation => ({
  _id: row.id,
  email: row.email,
  fullname: row.fullname,
  phone: row.phone,
  company: row.company,
  slot: row.slot,
  handled: row.handled,
  createdAt: row.createdAt.toISOString(),
});

export async function updateAdSettings(
  ctx: AppContext,
  input: UpdateAdSlotSetInput,
  actor: Actor,
): Promise<AdSlotSetActionResponse> {
  const current = await getAdSlotSet(ctx.db);
  await ctx.db.transaction(async (tx) => {
    await updateSlotSet(tx, current._id, input, ctx.now());
    await recordAudit(tx, actor, {
      action: 'ads.update',
      targetType: 'ad_slot_set',
      targetId: current._id,
      details: input,
    });
  });
  return { message: 'Ad settings saved', adSlotSet: await getAdSlotSet(ctx.db) };
}

/** Edits one slot; `resetVisits` starts its visit count again (e.g. for a new advertiser). */
export async function updateAdSlot(
  ctx: AppContext,
  slotKey: AdSlotKey,
  input: UpdateAdSlotInput,
  actor: Actor,
): Promise<AdSlotSetActionResponse> {
  const current = await getAdSlotSet(ctx.db);
  const { resetVisits, ...values } = input;
  await ctx.db.transaction(async (tx) => {
    const row = await updateSlot(tx, current._id, slotKey, { ...values, ...(resetVisits ? { visits: 0 } : {}) });
    if (!row) throw new AppError('NOT_FOUND', 'Ad slot not found');
    await recordAudit(tx, actor, {
      action: 'ads.slot.update',
      targetType: 'ad_slot',
      targetId: row.id,
      details: { slotKey, ...input },
    });
  });
  return { message: `${AD_SLOT_LABELS[slotKey]} slot saved`, adSlotSet: await getAdSlotSet(ctx.db) };
}

export async function getReservations(db: Db, query: ReservationListQuery): Promise<ReservationListResponse> {
  const { rows, total, unhandled } = await listReservations(db, query.page, query.handled);
  return {
    reservations: rows.map(toReservation),
    unhandledCount: unhandled,
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

export async function markReservation(
  ctx: AppContext,
  id: string,
  handled: boolean,
  actor: Actor,
): Promise<ReservationActionResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await setReservationHandled(tx, id, handled);
    if (!updated) throw new AppError('NOT_FOUND', 'Reservation not found');
    await recordAudit(tx, actor, {
      action: 'ads.reservation.update',
      targetType: 'ad_reservation',
      targetId: id,
      details: { handled },
    });
    return updated;
  });
  return {
    message: handled ? 'Reservation marked as handled' : 'Reservation marked as open',
    reservation: toReservation(row),
  };
}
