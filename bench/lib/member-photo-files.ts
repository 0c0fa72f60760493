import sharp from 'sharp';
import { processPhoto, storeProcessedPhoto } from '../../server/src/lib/photo-pipeline';
import { createDiskPhotoStorage } from '../../server/src/lib/photo-storage';
import { BENCH_PHOTO_FILES, benchPhotoStorageId } from './seed-sql';

/**
 * A camera-like picture: smooth colour areas with fine grain, so JPEG sizes come out like a phone's
 * (a flat or pure-noise image would be far smaller or far larger than a real photo).
 */
async function cameraLikeJpeg(width: number, height: number, seed: number, quality: number): Promise<Buffer> {
  const small = Buffer.alloc(16 * 12 * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < small.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    small[i] = 40 + (state >>> 24) / 1.4;
  }
  const base = await sharp(small, { raw: { width: 16, height: 12, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 22 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++) base[i] = Math.max(0, Math.min(255, base[i] + ((grain[i] - 128) >> 1)));
  return sharp(base, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** The files every seeded photo row points at, written through the server's own pipeline and disk storage. */
export async function writeSeededPhotoFiles(mediaDir: string): Promise<void> {
  const storage = createDiskPhotoStorage(mediaDir);
  for (let k = 0; k < BENCH_PHOTO_FILES; k++) {
    const outcome = await processPhoto(await cameraLikeJpeg(1280, 960, k + 1, 88));
    if (outcome.kind !== 'processed') throw new Error('the bench photo could not be processed');
    await storeProcessedPhoto(storage, benchPhotoStorageId(k), outcome.photo);
  }
}

/** A 12-megapixel (4000 × 3000) JPEG of a phone camera's size, kept under the 10 MB upload limit. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  for (const quality of [92, 88, 84, 80]) {
    const jpeg = await cameraLikeJpeg(4000, 3000, 7, quality);
    if (jpeg.length <= 9.5 * 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a 12-megapixel JPEG under 10 MB');
}
