import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { drainJobs } from '../../../test-support/jobs';
import { openTestDatabase } from '../../../test-support/test-database';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { openLive, settle, startLiveInstance, type LiveInstance } from '../../../test-support/live-kit';
import { startRedis, type RedisInstance } from '../../../test-support/redis-instance';

/** Two instances of the application on one database and one Redis (a channel prefix of this run's own). */
describe('The live channel across two instances (Redis)', () => {
  let a: LiveInstance;
  let b: LiveInstance;
  let ada: Member;
  let bola: Member;
  let matchId: string;
  let redis: RedisInstance;

  beforeAll(async () => {
    const database = await openTestDatabase();
    // A Redis of this file's own on a free port (redis-server is installed by .ci/run), never the shared one.
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
    a = await startLiveInstance(database, { env });
    b = await startLiveInstance(database, { env, ownsDatabase: false });
    ada = await quickMember(a, '08064440001');
    bola = await quickMember(a, '08064440002');
    matchId = await matchUp(a, ada, bola);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await redis.stop();
  });

  it('When a message is sent through instance A, then the member connected to instance B receives it once, and nobody is pushed', async () => {
    const onB = await openLive(b.url, bola);
    await settle(200);
    const sent = await send(a.app, ada, matchId, 'Across instances');
    expect(sent.status).toBe(201);
    const { clientMessageId: _sendersOwn, ...shared } = sent.body.message;
    expect(await onB.next((f) => f.type === 'message')).toEqual({
      type: 'message',
      matchId,
      message: { ...shared, fromMe: false },
    });
    await settle();
    expect(onB.frames.filter((f) => f.type === 'message')).toHaveLength(1);
    await drainJobs(a.ctx);
    await drainJobs(b.ctx);
    expect([...a.pushes, ...b.pushes].filter((p) => p.data.type === 'message')).toEqual([]);
    onB.ws.close();
  });

  it('When the member has no socket on any instance, then the message is pushed', async () => {
    await settle(300);
    await send(a.app, ada, matchId, 'Anyone?');
    await drainJobs(a.ctx);
    expect(a.pushes.filter((p) => p.data.type === 'message' && p.token === bola.pushToken)).toHaveLength(1);
  });

  it('When the member logs out through instance A, then their socket on instance B closes within a second', async () => {
    const onB = await openLive(b.url, ada);
    await settle(200);
    const before = Date.now();
    await request(a.app).post('/api/v1/app/auth/logout').set('Authorization', ada.auth);
    const closed = await onB.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at - before).toBeLessThan(1000);
  });
});
