import sharp from 'sharp';

/** Smaller than this on either side there is nothing to screen: a 1×1 tracking pixel, an icon. */
export const MIN_IMAGE_SIDE = 32;
/** The detector works at 512 px; a face a tenth of a 1024 px image still has ~100 px for the descriptor. */
export const ANALYSIS_LONG_SIDE = 1024;
/** A decompression bomb stops here rather than filling memory (a 10 MB upload can claim billions of pixels). */
const MAX_INPUT_PIXELS = 50_000_000;

export type RgbImage = { data: Uint8Array; width: number; height: number };
export type DecodedImage = { kind: 'image'; image: RgbImage } | { kind: 'unreadable'; problem: string };

/**
 * The upload as RGB pixels, rotated as its EXIF says and no larger than ANALYSIS_LONG_SIDE. Bytes that are not an
 * image, a truncated file (sharp fails on its warning) or a tiny image come back `unreadable`, never as a throw.
 */
export async function decodeForAnalysis(bytes: Uint8Array, longSide = ANALYSIS_LONG_SIDE): Promise<DecodedImage> {
  try {
    const input = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await input.metadata();
    const swapped = (meta.orientation ?? 1) >= 5;
    const width = (swapped ? meta.height : meta.width) ?? 0;
    const height = (swapped ? meta.width : meta.height) ?? 0;
    if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE)
      return { kind: 'unreadable', problem: `image is ${width}×${height}, under ${MIN_IMAGE_SIDE} px on a side` };
    const { data, info } = await input
      .rotate()
      .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) return { kind: 'unreadable', problem: `decoded to ${info.channels} channels` };
    return {
      kind: 'image',
      image: {
        data: new Uint8Array(data.buffer, data.byteOffset, data.length),
        width: info.width,
        height: info.height,
      },
    };
  } catch (error) {
    return { kind: 'unreadable', problem: describe(error) };
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 200);
}
