import sharp from 'sharp';

/**
 * A 64-bit difference hash (dHash): the picture shrunk to 9×8 grey pixels, one bit per pair of neighbours (is the
 * left one brighter). Re-encoding, resizing and small colour changes move few bits; another picture moves about
 * half of them (decision 0142 has the measured distances). Kept as 16 hex digits.
 */
export type PhotoHashes = { hash: string; mirrored: string };

/** Hamming distance at or under which two pictures are the same picture (decision 0142). */
export const DUPLICATE_MAX_DISTANCE = 12;

/** The picture's hash and its mirror image's (a flipped copy is the same picture). Null for bytes sharp cannot read. */
export async function photoHashes(bytes: Uint8Array): Promise<PhotoHashes | null> {
  try {
    const grey = await sharp(bytes, { failOn: 'warning', limitInputPixels: 50_000_000 })
      .rotate()
      .greyscale()
      .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    return { hash: dHash(grey, false), mirrored: dHash(grey, true) };
  } catch {
    return null;
  }
}

function dHash(grey: Buffer, mirrored: boolean): string {
  let bits = 0n;
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const at = (c: number) => grey[row * 9 + (mirrored ? 8 - c : c)]!;
      bits = (bits << 1n) | (at(col) > at(col + 1) ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** Bits that differ between two 16-hex-digit hashes. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (diff) {
    count += Number(diff & 1n);
    diff >>= 1n;
  }
  return count;
}

/** The distance of a new picture to a stored hash, counting its mirror image too. */
export const duplicateDistance = (candidate: PhotoHashes, stored: string) =>
  Math.min(hammingDistance(candidate.hash, stored), hammingDistance(candidate.mirrored, stored));

/** The nearest stored hash within DUPLICATE_MAX_DISTANCE, or null: the caller passes its photos' ids and hashes. */
export function nearestDuplicate(
  candidate: PhotoHashes,
  stored: readonly { photoId: string; hash: string }[],
): { photoId: string; distance: number } | null {
  let best: { photoId: string; distance: number } | null = null;
  for (const { photoId, hash } of stored) {
    const distance = duplicateDistance(candidate, hash);
    if (distance <= DUPLICATE_MAX_DISTANCE && (!best || distance < best.distance)) best = { photoId, distance };
  }
  return best;
}
