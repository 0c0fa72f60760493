import Redis from 'ioredis';
import { createRedisLiveHub } from '../redis-live-hub';
import { startRedis, type RedisInstance } from '../../test-support/redis-instance';

import { sleep } from '../../test-support/sleep';

async function eventually(read: () => Promise<number>, expected: number, timeoutMs = 15_000): Promise<number> {
  let last = NaN;
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(100)) {
    last = await read().catch(() => NaN);
    if (last === expected) return last;
  }
  return last;
}

describe('Live fan-out through Redis across an outage', () => {
  let redis: RedisInstance;
  let publisher: Redis;
  const warnings: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    publisher = new Redis(redis.url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    publisher.on('error', () => undefined);
  });
  afterAll(async () => {
    publisher?.disconnect();
    await redis?.stop();
  });

  it('When a member leaves this instance while Redis is down, then after it returns PUBLISH no longer counts the instance for them, and members still here are counted', async () => {
    const hub = createRedisLiveHub(publisher, {
      prefix: `hub-test-${process.pid}:`,
      log: { warn: (details) => warnings.push(JSON.stringify(details)) },
    });
    const leaving = hub.subscribe('member-leaving', () => undefined);
    hub.subscribe('member-staying', () => undefined);
    expect(await eventually(() => hub.publishCounted('member-leaving', { type: 'pong' }), 1)).toBe(1);
    expect(await eventually(() => hub.publishCounted('member-staying', { type: 'pong' }), 1)).toBe(1);

    await redis.stop();
    leaving();
    for (
      const started = Date.now();
      Date.now() - started < 15_000 && !warnings.some((w) => w.includes('"what":"unsubscribe"'));
    )
      await sleep(100);
    expect(warnings.some((w) => w.includes('"what":"unsubscribe"'))).toBe(true);
    redis = await startRedis(redis.port);

    expect(await eventually(() => hub.publishCounted('member-staying', { type: 'pong' }), 1)).toBe(1);
    expect(await eventually(() => hub.publishCounted('member-leaving', { type: 'pong' }), 0)).toBe(0);
    await hub.close();
  });
});
