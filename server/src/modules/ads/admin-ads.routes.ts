import { Router } from 'express';
import {
  adSlotKeyParamsSchema,
  reservationListQuerySchema,
  reservationParamsSchema,
  updateAdSlotSchema,
  updateAdSlotSetSchema,
  updateReservationSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { PUBLIC_ADS_KEY } from '../../lib/read-cache';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { getAdSlotSet } from './ads.service';
import { getReservations, markReservation, updateAdSettings, updateAdSlot } from './admin-ads.service';

export function adminAdsRoutes(ctx: AppContext) {
  const router = Router();
  /** Settings and slot edits must show on the public ads at once; reservations do not change them. */
  const publicAdsChanged = <T>(result: T) => {
    ctx.readCache.invalidate(PUBLIC_ADS_KEY);
    return result;
  };
  router.get('/ads', allow('ads'), async (_req, res) => {
    res.json({ adSlotSet: await getAdSlotSet(ctx.db) });
  });
  router.patch('/ads', allow('ads'), async (req, res) => {
    res.json(publicAdsChanged(await updateAdSettings(ctx, parse(updateAdSlotSetSchema, req.body), actorOf(req, res))));
  });
  router.patch('/ads/slots/:slotKey', allow('ads'), async (req, res) => {
    const { slotKey } = parse(adSlotKeyParamsSchema, req.params);
    res.json(
      publicAdsChanged(await updateAdSlot(ctx, slotKey, parse(updateAdSlotSchema, req.body), actorOf(req, res))),
    );
  });
  router.get('/ads/reservations', allow('ads'), async (req, res) => {
    res.json(await getReservations(ctx.db, parse(reservationListQuerySchema, req.query)));
  });
  router.patch('/ads/reservations/:reservationId', allow('ads'), async (req, res) => {
    const { reservationId } = parse(reservationParamsSchema, req.params);
    const { handled } = parse(updateReservationSchema, req.body);
    res.json(await markReservation(ctx, reservationId, handled, actorOf(req, res)));
  });
  return router;
}
