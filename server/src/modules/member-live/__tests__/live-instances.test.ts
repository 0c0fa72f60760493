import request from 'supertest';
import { drainJobs } from '../../../test-support/jobs';
import { send } from '../../../test-support/chat-kit';
import { openLive, settle } from '../../../test-support/live-kit';
import { startMatchAcrossInstances, type MatchAcrossInstances } from '../../../test-support/two-live-instances';

/** Two instances of the application on one database and one Redis (a channel prefix of this run's own). */
describe('The live channel across two instances (Redis)', () => {
  let scene: MatchAcrossInstances;
  beforeAll(async () => {
    scene = await startMatchAcrossInstances(['08064440001', '08064440002']);
  });
  afterAll(() => scene.close());

  it('When a message is sent through instance A, then the member connected to instance B receives it once, and nobody is pushed', async () => {
    const onB = await openLive(scene.b.url, scene.bola);
    await settle(200);
    const sent = await send(scene.a.app, scene.ada, scene.matchId, 'Across instances');
    expect(sent.status).toBe(201);
    const { clientMessageId: _sendersOwn, ...shared } = sent.body.message;
    expect(await onB.next((f) => f.type === 'message')).toEqual({
      type: 'message',
      matchId: scene.matchId,
      message: { ...shared, fromMe: false },
    });
    await settle();
    expect(onB.frames.filter((f) => f.type === 'message')).toHaveLength(1);
    await drainJobs(scene.a.ctx);
    await drainJobs(scene.b.ctx);
    expect([...scene.a.pushes, ...scene.b.pushes].filter((p) => p.data.type === 'message')).toEqual([]);
    onB.ws.close();
  });

  it('When the member has no socket on any instance, then the message is pushed', async () => {
    await settle(300);
    await send(scene.a.app, scene.ada, scene.matchId, 'Anyone?');
    await drainJobs(scene.a.ctx);
    expect(scene.a.pushes.filter((p) => p.data.type === 'message' && p.token === scene.bola.pushToken)).toHaveLength(1);
  });

  it('When the member logs out through instance A, then their socket on instance B closes within a second', async () => {
    const onB = await openLive(scene.b.url, scene.ada);
    await settle(200);
    const before = Date.now();
    await request(scene.a.app).post('/api/v1/app/auth/logout').set('Authorization', scene.ada.auth);
    const closed = await onB.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at - before).toBeLessThan(1000);
  });
});
