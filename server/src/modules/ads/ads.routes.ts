import { Router, type RequestHandler } from 'express';
import { spotReservationSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { cachedJsonRoute, PUBLIC_ADS_KEY } from '../../lib/read-cache';
import { parse } from '../../middleware/validate';
import { PUBLIC_FORM_LIMIT } from '../../lib/rate-limit';
import { getAdSlotSet, RESERVATION_SUCCESS_MESSAGE, reserveSpot } from './ads.service';

export const PUBLIC_ADS_PATH = '/api/v1/public/ads';

/** The cached ad slots read; the app also mounts it at PUBLIC_ADS_PATH ahead of the API middleware. */
export const publicAdsRead = (ctx: AppContext): RequestHandler =>
  cachedJsonRoute(ctx.readCache, PUBLIC_ADS_KEY, () => getAdSlotSet(ctx.db));

export function adsRoutes(ctx: AppContext, read = publicAdsRead(ctx)) {
  const router = Router();
  router.get('/ads', read);
  router.post('/reserveSpot', ctx.rateLimit({ name: 'reserve-spot', ...PUBLIC_FORM_LIMIT }), async (req, res) => {
    await reserveSpot(ctx.db, parse(spotReservationSchema, req.body));
    res.status(201).json({ message: RESERVATION_SUCCESS_MESSAGE });
  });
  return router;
}
