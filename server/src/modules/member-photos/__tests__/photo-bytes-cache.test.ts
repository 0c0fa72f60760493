import { createPhotoBytesCache } from '../photo-bytes-cache';

describe('Photo bytes cache (decision 0093)', () => {
  it('When a file was served, then the next call reads memory; past the byte budget the least recently used leaves; big files and misses are not kept', async () => {
    const cache = createPhotoBytesCache(10, 6);
    const loads: string[] = [];
    const load = (key: string, size: number | undefined) => () => {
      loads.push(key);
      return Promise.resolve(size === undefined ? undefined : Buffer.alloc(size, key));
    };
    expect((await cache.get('a', load('a', 4)))!.length).toBe(4);
    await cache.get('a', load('a', 4));
    await cache.get('b', load('b', 4));
    await cache.get('a', load('a', 4));
    await cache.get('c', load('c', 4)); // 12 bytes: b, the least recently used, leaves
    await cache.get('a', load('a', 4));
    await cache.get('b', load('b', 4));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
    await cache.get('big', load('big', 7));
    await cache.get('big', load('big', 7));
    expect(await cache.get('none', load('none', undefined))).toBeUndefined();
    await cache.get('none', load('none', 3));
    expect(loads.slice(4)).toEqual(['big', 'big', 'none', 'none']);
  });
});
