import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { AUCTION_IMAGE_NAME } from '@blynd/shared';
import { createS3PhotoStorage, type S3PhotoStorageConfig } from './s3-photo-storage';

/** The two stored renditions of a member photo (docs/member-api.md#photos-and-visibility). */
export type PhotoSize = 'full' | 'thumb';

/**
 * Where member photo files and auction images live: local disk, memory (in-memory runs) or S3-compatible
 * object storage. Keys come from `photoKey` and `auctionImageKey` only; nothing outside the server ever sees
 * a member photo's key (decision 0046).
 */
export type PhotoStorage = {
  readonly kind: 'disk' | 'memory' | 's3';
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
  /** Removes every key given; a key already gone is not an error. */
  remove(keys: string[]): Promise<void>;
};

const STORAGE_ID = /^[A-Za-z0-9_-]{8,100}$/;

/** photos/<random storage id>/<size>.jpg: no member id, no sequence, nothing to guess from. */
export function photoKey(storageId: string, size: PhotoSize): string {
  if (!STORAGE_ID.test(storageId)) throw new Error('invalid photo storage id');
  return `photos/${storageId}/${size}.jpg`;
}

export const photoKeys = (storageId: string) => [photoKey(storageId, 'full'), photoKey(storageId, 'thumb')];

/** auctions/<random name>.webp: public images, served under the same name at /media/auctions/<name>.webp. */
export function auctionImageKey(name: string): string {
  if (!AUCTION_IMAGE_NAME.test(name)) throw new Error('invalid auction image name');
  return `auctions/${name}.webp`;
}

const SAFE_KEY = /^(?:photos\/[A-Za-z0-9_-]{8,100}\/(?:full|thumb)\.jpg|auctions\/[A-Za-z0-9_-]{1,100}\.webp)$/;

function checkedKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
  return key;
}

export function createMemoryPhotoStorage(): PhotoStorage {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(key, content) {
      files.set(checkedKey(key), Buffer.from(content));
    },
    async get(key) {
      return SAFE_KEY.test(key) ? files.get(key) : undefined;
    },
    async remove(keys) {
      keys.forEach((key) => files.delete(key));
    },
  };
}

export function createDiskPhotoStorage(dir: string): PhotoStorage {
  const root = resolve(dir);
  const pathOf = (key: string) => join(root, checkedKey(key));
  return {
    kind: 'disk',
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(keys) {
      const folders = new Set<string>();
      for (const key of keys) {
        await rm(pathOf(key), { force: true });
        folders.add(dirname(pathOf(key)));
      }
      // The per-photo folder goes with its last file, so a deleted photo leaves nothing behind.
      for (const folder of folders) await rmdir(folder).catch(() => undefined);
    },
  };
}

/** S3 when configured; else disk when a directory is known, memory otherwise (the in-memory database of tests). */
export function createPhotoStorage(dir: string | undefined, s3?: S3PhotoStorageConfig): PhotoStorage {
  if (s3) return createS3PhotoStorage(s3);
  return dir ? createDiskPhotoStorage(dir) : createMemoryPhotoStorage();
}
