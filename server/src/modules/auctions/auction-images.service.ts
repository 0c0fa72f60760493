import { randomBytes } from 'node:crypto';
import {
  AUCTION_IMAGE_NAME,
  AUCTION_IMAGE_PATH,
  AUCTION_MESSAGES as TEXT,
  type AuctionImageResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { processAuctionImage } from '../../lib/photo-pipeline';
import { auctionImageKey } from '../../lib/photo-storage';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';

/** 18 random bytes: names cannot be guessed or enumerated, and never change, so they can be cached for good. */
const newImageName = () => randomBytes(18).toString('base64url');

export const auctionImagePath = (name: string) => `/media/auctions/${name}.webp`;

/** Decodes, shrinks and re-encodes an uploaded image, stores it under a new name and answers its path. */
export async function uploadAuctionImage(ctx: AppContext, bytes: Buffer, actor: Actor): Promise<AuctionImageResponse> {
  const outcome = await processAuctionImage(bytes);
  if (outcome.kind === 'unsupported') throw new AppError('UNSUPPORTED_MEDIA_TYPE', TEXT.imageType);
  if (outcome.kind === 'too-large') throw new AppError('PAYLOAD_TOO_LARGE', TEXT.imageTooManyPixels);
  const name = newImageName();
  await ctx.photos.put(auctionImageKey(name), outcome.webp, 'image/webp');
  await recordAudit(ctx.db, actor, {
    action: 'auction.image-upload',
    targetType: 'auction-image',
    targetId: name,
    details: { bytes: outcome.webp.length },
  });
  return { path: auctionImagePath(name) };
}

/** The stored bytes of an auction image; undefined for a name never uploaded (or not a name at all). */
export async function auctionImageBytes(ctx: AppContext, name: string): Promise<Buffer | undefined> {
  if (!AUCTION_IMAGE_NAME.test(name)) return undefined;
  return ctx.photos.get(auctionImageKey(name));
}

/** An auction may only show images that were uploaded and are still stored. */
export async function checkImagesStored(ctx: AppContext, paths: readonly string[] | undefined) {
  if (!paths?.length) return;
  const found = await Promise.all(
    paths.map(async (path) => {
      const name = AUCTION_IMAGE_PATH.exec(path)?.[1];
      return name !== undefined && (await auctionImageBytes(ctx, name)) !== undefined;
    }),
  );
  const missing = paths.filter((_, index) => !found[index]);
  if (missing.length) throw new AppError('BAD_REQUEST', TEXT.imageNotUploaded, undefined, { images: missing });
}
