import sharp from 'sharp';
import { DUPLICATE_MAX_DISTANCE, hammingDistance, nearestDuplicate, photoHashes } from '../perceptual-hash';
import { samplePhoto } from '../sample-photos';

describe('perceptual hash (duplicates)', () => {
  it('When the same picture comes back re-encoded, resized, mirrored or brighter, then its hash is near; another picture is far', async () => {
    const photo = samplePhoto(3);
    const original = (await photoHashes(photo))!;
    expect(original.hash).toMatch(/^[0-9a-f]{16}$/);
    const copies = [
      await sharp(photo).jpeg({ quality: 35 }).toBuffer(),
      await sharp(photo).resize(320).webp().toBuffer(),
      await sharp(photo).flop().png().toBuffer(),
      await sharp(photo).modulate({ brightness: 1.15 }).jpeg().toBuffer(),
    ];
    for (const copy of copies) {
      const match = nearestDuplicate((await photoHashes(copy))!, [{ photoId: 'original', hash: original.hash }]);
      expect(match).toEqual({ photoId: 'original', distance: expect.any(Number) });
      expect(match!.distance).toBeLessThanOrEqual(DUPLICATE_MAX_DISTANCE);
    }
    for (const other of [1, 2, 4, 5, 6]) {
      const hashes = (await photoHashes(samplePhoto(other)))!;
      expect(nearestDuplicate(hashes, [{ photoId: 'original', hash: original.hash }])).toBeNull();
      expect(hammingDistance(hashes.hash, original.hash)).toBeGreaterThan(DUPLICATE_MAX_DISTANCE * 2);
    }
  });

  it('When the bytes are not an image, then there is no hash rather than a throw', async () => {
    await expect(photoHashes(Buffer.from('not an image'))).resolves.toBeNull();
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hammingDistance('00000000000000f0', '0000000000000000')).toBe(4);
  });
});
