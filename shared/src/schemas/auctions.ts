import { z } from 'zod';
import { AUCTION_MESSAGES } from '../types/token-auction-messages';
import { errorResponseSchema, uuidField } from './common';
import { pageLimitField } from './member-cards';

// ---------------------------------------------------------------------------------------------
// Auctions: members bid tokens with proxy bids and a soft close (decision 0096)
// ---------------------------------------------------------------------------------------------

/** At most this many images an auction. */
export const MAX_AUCTION_IMAGES = 8;
/** The name of a stored auction image: random, URL-safe. */
export const AUCTION_IMAGE_NAME = /^[A-Za-z0-9_-]{1,100}$/;

export const AUCTION_STATUSES = ['draft', 'scheduled', 'live', 'ended', 'cancelled'] as const;
export const AUCTION_KINDS = ['item', 'experience'] as const;
export const FULFILMENT_STATUSES = ['pending', 'contacted', 'fulfilled'] as const;

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be above 0` })
    .max(100_000_000, { error: `${label} is too large` });
const isoTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time` });
/** Where the website and the apps load an auction image; only the upload answers one. */
export const AUCTION_IMAGE_PATH = /^\/media\/auctions\/([A-Za-z0-9_-]{1,100})\.webp$/;
const imagePath = z.string().max(300).regex(AUCTION_IMAGE_PATH, { error: 'Upload images through the control centre' });

/** What members and the public see of an auction. */
export const auctionSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(AUCTION_KINDS),
  images: z.array(z.string()),
  startingBid: z.number().int(),
  increment: z.number().int(),
  /** Whether a reserve is set; its amount stays hidden. */
  hasReserve: z.boolean(),
  startsAt: z.string(),
  /** The end after soft-close extensions. */
  endsAt: z.string(),
  softCloseSeconds: z.number().int(),
  maxExtensionSeconds: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  currentBid: z.number().int().nullable(),
  /** The next bid must reach this. */
  minimumBid: z.number().int(),
  bidCount: z.number().int(),
});
export type Auction = z.infer<typeof auctionSchema>;

export const memberAuctionSchema = auctionSchema.extend({
  myMax: z.number().int().nullable(),
  leading: z.boolean(),
  won: z.boolean(),
});
export type MemberAuction = z.infer<typeof memberAuctionSchema>;

export const AUCTION_PAGE_DEFAULT = 50;
export const auctionListQuerySchema = z.object({
  status: z.enum(['live', 'upcoming', 'ended'], { error: 'status must be live, upcoming or ended' }).default('live'),
  cursor: z.string().max(200).optional(),
  limit: pageLimitField(AUCTION_PAGE_DEFAULT),
});
export const memberAuctionListSchema = z.object({
  items: z.array(memberAuctionSchema),
  nextCursor: z.string().nullable(),
});
export type MemberAuctionList = z.infer<typeof memberAuctionListSchema>;
/** A refused bid; a bid below the price carries the lowest acceptable `minimumBid`. */
export const bidRefusedErrorSchema = errorResponseSchema.extend({ minimumBid: z.number().int().optional() });
export const publicAuctionListSchema = z.object({ auctions: z.array(auctionSchema) });
export const auctionIdParamsSchema = z.object({ id: uuidField(AUCTION_MESSAGES.notFound) });

export const placeBidSchema = z
  .object({
    clientBidId: z.string({ error: 'clientBidId is required' }).uuid({ error: 'clientBidId must be a UUID' }),
    maxAmount: amount('maxAmount'),
  })
  .strict();
export type PlaceBidInput = z.infer<typeof placeBidSchema>;

const auctionFields = {
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, { error: 'title is required' })
    .max(120, { error: 'title is too long' }),
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(1, { error: 'description is required' })
    .max(4000, { error: 'description is too long' }),
  kind: z.enum(AUCTION_KINDS, { error: 'kind must be item or experience' }),
  images: z.array(imagePath).max(MAX_AUCTION_IMAGES, { error: `At most ${MAX_AUCTION_IMAGES} images` }),
  startingBid: amount('startingBid'),
  increment: amount('increment'),
  reserve: amount('reserve').nullable(),
  startsAt: isoTime('startsAt'),
  endsAt: isoTime('endsAt'),
  softCloseSeconds: z.number().int().min(0).max(3600),
  maxExtensionSeconds: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600),
  /** draft, or scheduled (bids open at startsAt). */
  status: z.enum(['draft', 'scheduled'], { error: 'status must be draft or scheduled' }),
};
export const createAuctionSchema = z
  .object({
    ...auctionFields,
    images: auctionFields.images.default([]),
    reserve: auctionFields.reserve.optional(),
    softCloseSeconds: auctionFields.softCloseSeconds.default(300),
    maxExtensionSeconds: auctionFields.maxExtensionSeconds.default(3600),
    status: auctionFields.status.default('draft'),
  })
  .strict();
export type CreateAuctionInput = z.infer<typeof createAuctionSchema>;
export const updateAuctionSchema = z
  .object(auctionFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateAuctionInput = z.infer<typeof updateAuctionSchema>;

export const adminAuctionSchema = auctionSchema.extend({
  reserve: z.number().int().nullable(),
  firstEndsAt: z.string(),
  leaderId: z.string().nullable(),
  winnerId: z.string().nullable(),
  winnerName: z.string().nullable(),
  finalPrice: z.number().int().nullable(),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES).nullable(),
  fulfilmentNote: z.string().nullable(),
  settledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAuction = z.infer<typeof adminAuctionSchema>;
export const adminAuctionListSchema = z.object({ auctions: z.array(adminAuctionSchema) });
export const adminAuctionBidSchema = z.object({
  _id: z.string(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  maxAmount: z.number().int(),
  priceAfter: z.number().int(),
  leadingAfter: z.boolean(),
  createdAt: z.string(),
});
export const adminAuctionBidsSchema = z.object({ bids: z.array(adminAuctionBidSchema) });
export const fulfilmentSchema = z
  .object({
    status: z.enum(FULFILMENT_STATUSES, { error: 'status must be pending, contacted or fulfilled' }),
    note: z.string().trim().max(2000, { error: 'note is too long' }).default(''),
  })
  .strict();
export type FulfilmentInput = z.infer<typeof fulfilmentSchema>;
/** POST /auctions/images: the path to put in an auction's `images`. */
export const auctionImageResponseSchema = z.object({ path: z.string().regex(AUCTION_IMAGE_PATH) });
export type AuctionImageResponse = z.infer<typeof auctionImageResponseSchema>;
export const auctionImageParamsSchema = z.object({ name: z.string().regex(AUCTION_IMAGE_NAME) });
