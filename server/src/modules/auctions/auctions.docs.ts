import {
  adminAuctionBidsSchema,
  adminAuctionListSchema,
  adminAuctionSchema,
  auctionIdParamsSchema,
  auctionImageParamsSchema,
  auctionImageResponseSchema,
  auctionListQuerySchema,
  createAuctionSchema,
  fulfilmentSchema,
  memberAuctionListSchema,
  bidRefusedErrorSchema,
  memberAuctionSchema,
  placeBidSchema,
  publicAuctionListSchema,
  updateAuctionSchema,
} from '@blynd/shared';
import {
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  memberErrorResponses,
  type DocsRegistry,
} from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

const APP = '/api/v1/app';
/** The upload path relative to the /api mount, where the JSON body parser lets multipart through. */
export const AUCTION_IMAGE_UPLOAD_PATH = '/v1/admin/auctions/images';

export function registerAuctionsDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/public/auctions',
    tags: ['Auctions'],
    security: [],
    summary: 'Live and upcoming auctions for the website (bids are placed in the app)',
    responses: { 200: jsonResponse('Auctions', publicAuctionListSchema) },
  });
  registry.registerPath({
    method: 'get',
    path: '/media/auctions/{name}.webp',
    tags: ['Auctions'],
    security: [],
    summary: 'An auction image (image/webp), public, cached for a year: a name never changes its bytes',
    request: { params: auctionImageParamsSchema },
    responses: {
      200: { description: 'The image', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } },
      ...errorResponses(404),
    },
  });
  const tags = ['Member app: tokens and auctions'];
  const security = [{ memberToken: [] }];
  registry.registerPath({
    method: 'get',
    path: `${APP}/auctions`,
    tags,
    security,
    summary:
      'Live (ending soonest first), upcoming (starting soonest first) or ended (latest first) auctions with the member’s own maximum, lead and win; `nextCursor` pages on',
    request: { query: auctionListQuerySchema },
    responses: { 200: jsonResponse('Auctions', memberAuctionListSchema), ...memberErrorResponses(400, 401, 403, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/auctions/{id}`,
    tags,
    security,
    summary: 'One auction: current bid, bid count, end after extensions, my maximum, leading, won',
    request: { params: auctionIdParamsSchema },
    responses: { 200: jsonResponse('Auction', memberAuctionSchema), ...memberErrorResponses(401, 403, 404, 426) },
  });
  registry.registerPath({
    method: 'post',
    path: `${APP}/auctions/{id}/bids`,
    tags,
    security,
    summary: 'Place a proxy bid up to `maxAmount` tokens (held until outbid); needs a finished sign-up',
    description:
      'The price is the second-highest maximum plus one increment, capped at the leader’s maximum; ties go to the earlier bid. A bid must reach `minimumBid` (409 otherwise). A bid in the last `softCloseSeconds` moves the end, never past the first end plus `maxExtensionSeconds`. After the end: 409 `This auction has ended`. Not enough available tokens: 409. A repeated `clientBidId` answers the auction without bidding again; one already used on another auction is 409. A draft answers 404, as reading it does. Every member who bid on the auction gets its price, end and status changes on the live channel (`{ type: "auction", auction }`, as they see it).',
    request: { params: auctionIdParamsSchema, ...jsonBody(placeBidSchema) },
    responses: {
      201: jsonResponse('The auction after the bid', memberAuctionSchema),
      ...memberErrorResponses(400, 401, 403, 404, 413, 415, 426, 429),
      ...errorResponse(
        409,
        bidRefusedErrorSchema,
        'Ended, too low (with `minimumBid`), already the higher bid, or not enough available tokens',
      ),
    },
  });

  registerAdminPath(registry, {
    method: 'get',
    path: '/auctions',
    area: 'auctionsRead',
    summary: 'Every auction with its winner and fulfilment',
    response: adminAuctionListSchema,
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/auctions',
    area: 'auctionsWrite',
    summary: 'Create an auction as a draft or scheduled; `images` are paths answered by the image upload',
    body: createAuctionSchema,
    response: adminAuctionSchema,
    status: 201,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/auctions/images',
    area: 'auctionsWrite',
    fileField: 'image',
    response: auctionImageResponseSchema,
    status: 201,
    errors: [400, 413, 415],
    summary:
      'Upload an auction image (multipart field `image`; JPEG, PNG or WebP decided from the bytes; at most 10 MB)',
    description:
      'The server rotates it upright, removes every metadata field, shrinks it to at most 1600 px a side and stores it as WebP under a new random name. Put the answered `path` in an auction’s `images`; create and edit refuse paths never uploaded (400).',
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/auctions/{id}',
    area: 'auctionsWrite',
    summary: 'Edit a draft, or a scheduled auction that has not started (409 otherwise)',
    params: auctionIdParamsSchema,
    body: updateAuctionSchema,
    response: adminAuctionSchema,
    errors: [400, 404, 409],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/auctions/{id}/cancel',
    area: 'auctionsWrite',
    summary: 'Cancel an unsettled auction; every hold is released',
    params: auctionIdParamsSchema,
    response: adminAuctionSchema,
    errors: [400, 404, 409],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/auctions/{id}/bids',
    area: 'auctionsRead',
    summary: 'Bid history, newest first, with each maximum',
    params: auctionIdParamsSchema,
    response: adminAuctionBidsSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/auctions/{id}/fulfilment',
    area: 'auctionsWrite',
    summary: 'Fulfilment of a win: pending → contacted → fulfilled, with a note',
    params: auctionIdParamsSchema,
    body: fulfilmentSchema,
    response: adminAuctionSchema,
    errors: [400, 404, 409],
  });
}
