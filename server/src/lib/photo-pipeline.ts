import sharp from 'sharp';
import { encode } from 'blurhash';
import { photoKey, type PhotoStorage } from './photo-storage';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_FULL_PX = 1280;
export const PHOTO_THUMB_PX = 320;
/** The placeholder is computed from this tiny downscale, never from the full image (docs/member-api.md#photos-and-visibility). */
const PLACEHOLDER_PX = 32;

/** Formats a member may upload; decided from the bytes by libvips, never from a name or a declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Larger decoded images than this are refused before any work (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 60_000_000;

export type ProcessedPhoto = { full: Buffer; thumb: Buffer; placeholder: string; format: string };
export type PhotoOutcome =
  { kind: 'processed'; photo: ProcessedPhoto } | { kind: 'unsupported' } | { kind: 'too-large' };
type Refusal = { kind: 'unsupported' } | { kind: 'too-large' };

/** Reads only the header: the format (from the bytes) and whether the image may be decoded at all. */
async function checkHeader(input: Buffer): Promise<{ kind: 'accepted'; format: string } | Refusal> {
  let format: string | undefined;
  let pixels = 0;
  try {
    // The pixel limit is checked below so an oversized image is named as such.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  } catch {
    return { kind: 'unsupported' };
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return { kind: 'unsupported' };
  // Refused for its size, read from the header before any decoding, not as an unsupported type.
  if (pixels > MAX_INPUT_PIXELS) return { kind: 'too-large' };
  return { kind: 'accepted', format };
}

/**
 * Turns uploaded bytes into what is stored: rotated upright from the EXIF orientation, re-encoded as JPEG
 * without any metadata (sharp keeps none unless asked: no EXIF, GPS, XMP, IPTC or ICC), in a 1280-px and
 * a 320-px version, plus a BlurHash of a 32-px downscale.
 */
export async function processPhoto(input: Buffer): Promise<PhotoOutcome> {
  const header = await checkHeader(input);
  if (header.kind !== 'accepted') return header;
  const { format } = header;
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .flatten({ background: '#ffffff' });
    const render = (px: number) =>
      upright
        .clone()
        .resize(px, px, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    const [full, thumb] = await Promise.all([render(PHOTO_FULL_PX), render(PHOTO_THUMB_PX)]);
    return { kind: 'processed', photo: { full, thumb, placeholder: await blurHashOf(thumb), format } };
  } catch {
    // Truncated or corrupt data behind a valid header.
    return { kind: 'unsupported' };
  }
}

/** The longest side of a stored auction image: sharp on a wide screen, small enough for a phone. */
export const AUCTION_IMAGE_PX = 1600;
export type AuctionImageOutcome = { kind: 'processed'; webp: Buffer } | Refusal;

/**
 * An auction image as stored and served: rotated upright, at most 1600 px a side, re-encoded as WebP
 * without any metadata. Transparency is kept (WebP has it), unlike member photos.
 */
export async function processAuctionImage(input: Buffer): Promise<AuctionImageOutcome> {
  const header = await checkHeader(input);
  if (header.kind !== 'accepted') return header;
  try {
    const webp = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(AUCTION_IMAGE_PX, AUCTION_IMAGE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { kind: 'processed', webp };
  } catch {
    return { kind: 'unsupported' };
  }
}

async function blurHashOf(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image)
    .resize(PLACEHOLDER_PX, PLACEHOLDER_PX, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}

/** Writes both sizes of a processed photo under its storage id. */
export async function storeProcessedPhoto(storage: PhotoStorage, storageId: string, photo: ProcessedPhoto) {
  await storage.put(photoKey(storageId, 'full'), photo.full, 'image/jpeg');
  await storage.put(photoKey(storageId, 'thumb'), photo.thumb, 'image/jpeg');
}
