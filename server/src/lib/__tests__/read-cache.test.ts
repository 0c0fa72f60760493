import express from 'express';
import request from 'supertest';
import { cachedJsonRoute, createReadCache, exactGetRoutes } from '../read-cache';

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
    await expect(cache.get('k', async () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(cache.peek('k')).toBeUndefined();
    expect((await cache.get('k', async () => 'up')).body.toString()).toBe('"up"');
  });
});

describe('cached reads ahead of the middleware', () => {
  /** An app whose later middleware marks each request it sees, with the read at /r both up front and behind it. */
  function app() {
    const read = cachedJsonRoute(createReadCache(), 'k', async () => ({ plans: ['Spark'] }));
    const served = express();
    served.use(exactGetRoutes({ '/r': read }));
    served.use((_req, res, next) => void (res.setHeader('x-passed-middleware', 'yes'), next()));
    served.get('/r', read);
    return served;
  }

  it('When the exact URL is read, then the cached body is sent at once with its length, type and ETag', async () => {
    const res = await request(app()).get('/r');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ plans: ['Spark'] });
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength('{"plans":["Spark"]}')));
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect(res.headers['x-passed-middleware']).toBeUndefined();
  });

  it('When the read has a query or a body, then it goes through the middleware to the same answer', async () => {
    const served = app();
    const withQuery = await request(served).get('/r?v=2');
    const withBody = await request(served).get('/r').set('Content-Type', 'application/json').send('{}');
    for (const res of [withQuery, withBody]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ plans: ['Spark'] });
      expect(res.headers['x-passed-middleware']).toBe('yes');
    }
  });

  it('When the ETag is sent back or the read is a HEAD, then 304 or the headers alone', async () => {
    const served = app();
    const first = await request(served).get('/r');
    const again = await request(served).get('/r').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await request(served).head('/r');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.text).toBeUndefined();
  });
});
