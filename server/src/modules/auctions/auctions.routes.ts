import { Router } from 'express';
import { AUCTION_MESSAGES as TEXT, auctionIdParamsSchema, auctionListQuerySchema, placeBidSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { memberAuction, placeBid } from './bidding.service';
import { memberAuctions, publicAuctions } from './auctions.service';

/** An id that is not a UUID is just an auction that does not exist: 404. */
const auctionId = (params: unknown) => {
  const parsed = auctionIdParamsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', TEXT.notFound);
  return parsed.data.id;
};

/** Auctions in the apps: lists, one auction, and bids (a finished sign-up is needed to bid). */
export function memberAuctionsRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  const bidLimit = ctx.rateLimit({
    name: 'auction-bid',
    windowMs: 60 * 1000,
    limit: 60,
    key: (req) => String(req.res?.locals.member?.id ?? 'anonymous'),
  });
  router.get('/auctions', member, async (req, res) => {
    const { status, cursor, limit } = parse(auctionListQuerySchema, req.query);
    res.json(await memberAuctions(ctx, memberPrincipal(res).id, status, cursor, limit));
  });
  router.get('/auctions/:id', member, async (req, res) => {
    res.json(await memberAuction(ctx, memberPrincipal(res).id, auctionId(req.params)));
  });
  router.post('/auctions/:id/bids', member, requireCompletedSignup, bidLimit, async (req, res) => {
    const id = auctionId(req.params);
    res.status(201).json(await placeBid(ctx, memberPrincipal(res).id, id, parse(placeBidSchema, req.body)));
  });
  return router;
}

/** GET /api/v1/public/auctions: live and upcoming auctions for the website. */
export function publicAuctionsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/auctions', async (_req, res) => {
    res.json(await publicAuctions(ctx));
  });
  return router;
}
