import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where member photo files live. Disk beside the embedded database, or memory for in-memory runs. */
export type PhotoStorage = {
  put(publicId: string, content: Buffer | string): void;
  read(publicId: string): Buffer | undefined;
  remove(publicId: string): boolean;
  urlFor(publicId: string): string;
};

const SAFE_ID = /^[\w-]{1,100}$/;

export function createPhotoStorage(dir: string | undefined): PhotoStorage {
  const memory = new Map<string, Buffer>();
  const root = dir ? resolve(dir) : undefined;
  if (root) mkdirSync(root, { recursive: true });
  const pathOf = (publicId: string) => join(root!, `${publicId}.svg`);
  return {
    put(publicId, content) {
      if (!SAFE_ID.test(publicId)) throw new Error('invalid photo id');
      const data = Buffer.from(content);
      if (root) writeFileSync(pathOf(publicId), data);
      else memory.set(publicId, data);
    },
    read(publicId) {
      if (!SAFE_ID.test(publicId)) return undefined;
      if (!root) return memory.get(publicId);
      return existsSync(pathOf(publicId)) ? readFileSync(pathOf(publicId)) : undefined;
    },
    remove(publicId) {
      if (!SAFE_ID.test(publicId)) return false;
      if (!root) return memory.delete(publicId);
      if (!existsSync(pathOf(publicId))) return false;
      rmSync(pathOf(publicId));
      return true;
    },
    urlFor: (publicId) => `/media/photos/${publicId}.svg`,
  };
}
