import { Router } from 'express';
import { spotReservationSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { cachedJsonRoute, PUBLIC_ADS_KEY } from '../../lib/read-cache';
import { parse } from '../../middleware/validate';
import { PUBLIC_FORM_LIMIT } from '../../lib/rate-limit';
import { getAdSlotSet, RESERVATION_SUCCESS_MESSAGE, reserveSpot } from './ads.service';

export function adsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/ads', cachedJsonRoute(ctx.readCache, PUBLIC_ADS_KEY, () => getAdSlotSet(ctx.db)));
  router.post('/reserveSpot', ctx.rateLimit({ name: 'reserve-spot', ...PUBLIC_FORM_LIMIT }), async (req, res) => {
    await reserveSpot(ctx.db, parse(spotReservationSchema, req.body));
    res.status(201).json({ message: RESERVATION_SUCCESS_MESSAGE });
  });
  return router;
}
