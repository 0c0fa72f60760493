import { Router } from 'express';
import { auctionIdParamsSchema, createAuctionSchema, fulfilmentSchema, updateAuctionSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { auctionImageUpload } from './auction-image-upload';
import { uploadAuctionImage } from './auction-images.service';
import {
  adminAuctions,
  auctionBids,
  cancelAuction,
  createAuction,
  updateAuction,
  updateFulfilment,
} from './auctions.service';

/** The control centre's auctions (Admin and up; Support reads). */
export function adminAuctionsRoutes(ctx: AppContext) {
  const router = Router();
  const idOf = (params: unknown) => parse(auctionIdParamsSchema, params).id;
  router.get('/auctions', allow('auctionsRead'), async (_req, res) => {
    res.json(await adminAuctions(ctx));
  });
  router.post('/auctions', allow('auctionsWrite'), async (req, res) => {
    res.status(201).json(await createAuction(ctx, parse(createAuctionSchema, req.body), actorOf(req, res)));
  });
  // Multipart: the API's JSON parser lets it through on this path only (AUCTION_IMAGE_UPLOAD_PATH).
  router.post('/auctions/images', allow('auctionsWrite'), auctionImageUpload, async (req, res) => {
    res.status(201).json(await uploadAuctionImage(ctx, req.file!.buffer, actorOf(req, res)));
  });
  router.patch('/auctions/:id', allow('auctionsWrite'), async (req, res) => {
    res.json(await updateAuction(ctx, idOf(req.params), parse(updateAuctionSchema, req.body), actorOf(req, res)));
  });
  router.post('/auctions/:id/cancel', allow('auctionsWrite'), async (req, res) => {
    res.json(await cancelAuction(ctx, idOf(req.params), actorOf(req, res)));
  });
  router.get('/auctions/:id/bids', allow('auctionsRead'), async (req, res) => {
    res.json(await auctionBids(ctx, idOf(req.params)));
  });
  router.patch('/auctions/:id/fulfilment', allow('auctionsWrite'), async (req, res) => {
    res.json(await updateFulfilment(ctx, idOf(req.params), parse(fulfilmentSchema, req.body), actorOf(req, res)));
  });
  return router;
}
