import { randomBytes } from 'node:crypto';
import { openTestDatabase } from '../../../test-support/test-database';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { oggOpus } from '../../../test-support/opus-files';
import { openLive, settle, startLiveInstance, type LiveInstance } from '../../../test-support/live-kit';
import { startRedis, type RedisInstance } from '../../../test-support/redis-instance';
import { drainJobs } from '../../../test-support/jobs';
import { sandboxJpeg } from '../../../test-support/images';
import { react, sendRich, unlockPhotos, unreact, upload } from '../../chat-attachments/__tests__/chat-attachments-kit';

/** Replies, reactions and voice notes between two instances on one database and one Redis. */
describe('Rich chat across two instances (Redis)', () => {
  let a: LiveInstance;
  let b: LiveInstance;
  let ada: Member;
  let bola: Member;
  let matchId: string;
  let redis: RedisInstance;

  beforeAll(async () => {
    const database = await openTestDatabase();
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
    a = await startLiveInstance(database, { env });
    b = await startLiveInstance(database, { env, ownsDatabase: false });
    ada = await quickMember(a, '08064450001');
    bola = await quickMember(a, '08064450002');
    matchId = await matchUp(a, ada, bola);
    await send(a.app, bola, matchId, 'Hi Ada');
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await redis.stop();
  });

  it('When a member on instance A replies and reacts, then the member on instance B receives each frame once, in their own view', async () => {
    const onB = await openLive(b.url, bola);
    const adaOnA = await openLive(a.url, ada);
    await settle(200);
    const reply = await sendRich(a.app, ada, matchId, { text: 'Hi Bola', replyTo: 1 });
    expect(reply.status).toBe(201);
    const frame = await onB.next((f) => f.type === 'message');
    expect(frame).toMatchObject({
      matchId,
      message: { seq: 2, fromMe: false, replyTo: { seq: 1, kind: 'text', text: 'Hi Ada', fromMe: true } },
    });

    expect((await react(a.app, ada, matchId, 1, '❤️')).status).toBe(200);
    expect(await onB.next((f) => f.type === 'reaction')).toEqual({
      type: 'reaction',
      matchId,
      seq: 1,
      reactions: [{ emoji: '❤️', fromMe: false }],
    });
    expect(await adaOnA.next((f) => f.type === 'reaction')).toMatchObject({
      reactions: [{ emoji: '❤️', fromMe: true }],
    });
    // The same reaction again sends nothing; removing it sends one frame.
    await react(a.app, ada, matchId, 1, '❤️');
    await unreact(b.app, ada, matchId, 1);
    await settle();
    const reactions = onB.frames.filter((f) => f.type === 'reaction');
    expect(reactions.map((f) => f.reactions)).toEqual([[{ emoji: '❤️', fromMe: false }], []]);
    expect(onB.frames.filter((f) => f.type === 'message')).toHaveLength(1);
    onB.ws.close();
    adaOnA.ws.close();
  });

  it('When a voice note is sent through instance A, then the member on instance B receives one message frame carrying it', async () => {
    const onB = await openLive(b.url, bola);
    await settle(200);
    const id = (await upload(a.app, ada, matchId, oggOpus(5))).body.attachment._id as string;
    await sendRich(a.app, ada, matchId, { kind: 'voice', attachmentId: id });
    expect(await onB.next((f) => f.type === 'message')).toMatchObject({
      message: { kind: 'voice', attachment: { _id: id, durationMs: 5000, status: 'ready' } },
    });
    await settle();
    expect(onB.frames.filter((f) => f.type === 'message')).toHaveLength(1);
    onB.ws.close();
  });

  it('When a sent photo is screened, then both members hear its new status once, each in their own view', async () => {
    await unlockPhotos(a.app, ada, bola, matchId);
    const onB = await openLive(b.url, bola);
    const adaOnA = await openLive(a.url, ada);
    await settle(200);
    const id = (await upload(a.app, ada, matchId, await sandboxJpeg('nudity'), 'image/jpeg', 'p.jpg')).body.attachment
      ._id as string;
    const sent = await sendRich(a.app, ada, matchId, { kind: 'photo', attachmentId: id });
    expect(await onB.next((f) => f.type === 'message')).toMatchObject({
      message: { attachment: { status: 'checking' } },
    });
    await drainJobs(a.ctx);
    const seq = sent.body.message.seq as number;
    expect(await onB.next((f) => f.type === 'attachment')).toEqual({
      type: 'attachment',
      matchId,
      seq,
      attachment: expect.objectContaining({ _id: id, status: 'removed' }),
    });
    expect(await adaOnA.next((f) => f.type === 'attachment')).toMatchObject({
      seq,
      attachment: { _id: id, status: 'removed', reason: 'nudity' },
    });
    await settle();
    const theirs = onB.frames.filter((f) => f.type === 'attachment');
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.attachment).not.toHaveProperty('reason');
    onB.ws.close();
    adaOnA.ws.close();
  });
});
