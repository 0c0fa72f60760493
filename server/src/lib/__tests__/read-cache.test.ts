import { createReadCache } from '../read-cache';

describe('read cache', () => {
  it('When a body is loaded, then it is at hand without waiting until invalidated or expired', async () => {
    let clock = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => clock });
    expect(cache.peek('k')).toBeUndefined();
    const loaded = await cache.get('k', async () => ({ plans: [] }));
    expect(loaded.body.toString()).toBe('{"plans":[]}');
    expect(loaded.etag).toMatch(/^W\/"/);
    expect(cache.peek('k')).toBe(loaded);
    cache.invalidate('k');
    expect(cache.peek('k')).toBeUndefined();
    await cache.get('k', async () => ({ plans: [1] }));
    clock = 1000;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('When a load fails, then nothing is kept and the next read loads again', async () => {
    const cache = createReadCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.get('k', async () => 'up')).body.toString()).toBe('"up"');
  });
});
