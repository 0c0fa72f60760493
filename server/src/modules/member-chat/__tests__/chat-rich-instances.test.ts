import { send } from '../../../test-support/chat-kit';
import { oggOpus } from '../../../test-support/opus-files';
import { openLive, settle } from '../../../test-support/live-kit';
import { startMatchAcrossInstances, type MatchAcrossInstances } from '../../../test-support/two-live-instances';
import { drainJobs } from '../../../test-support/jobs';
import { sandboxJpeg } from '../../../test-support/images';
import { react, sendRich, unlockPhotos, unreact, upload } from '../../chat-attachments/__tests__/chat-attachments-kit';

/** Replies, reactions and voice notes between two instances on one database and one Redis. */
describe('Rich chat across two instances (Redis)', () => {
  let scene: MatchAcrossInstances;
  beforeAll(async () => {
    scene = await startMatchAcrossInstances(['08064450001', '08064450002']);
    await send(scene.a.app, scene.bola, scene.matchId, 'Hi Ada');
  });
  afterAll(() => scene.close());

  it('When a member on instance A replies and reacts, then the member on instance B receives each frame once, in their own view', async () => {
    const onB = await openLive(scene.b.url, scene.bola);
    const adaOnA = await openLive(scene.a.url, scene.ada);
    await settle(200);
    const reply = await sendRich(scene.a.app, scene.ada, scene.matchId, { text: 'Hi Bola', replyTo: 1 });
    expect(reply.status).toBe(201);
    const frame = await onB.next((f) => f.type === 'message');
    expect(frame).toMatchObject({
      matchId: scene.matchId,
      message: { seq: 2, fromMe: false, replyTo: { seq: 1, kind: 'text', text: 'Hi Ada', fromMe: true } },
    });

    expect((await react(scene.a.app, scene.ada, scene.matchId, 1, '❤️')).status).toBe(200);
    expect(await onB.next((f) => f.type === 'reaction')).toEqual({
      type: 'reaction',
      matchId: scene.matchId,
      seq: 1,
      reactions: [{ emoji: '❤️', fromMe: false }],
    });
    expect(await adaOnA.next((f) => f.type === 'reaction')).toMatchObject({
      reactions: [{ emoji: '❤️', fromMe: true }],
    });
    // The same reaction again sends nothing; removing it sends one frame.
    await react(scene.a.app, scene.ada, scene.matchId, 1, '❤️');
    await unreact(scene.b.app, scene.ada, scene.matchId, 1);
    await settle();
    const reactions = onB.frames.filter((f) => f.type === 'reaction');
    expect(reactions.map((f) => f.reactions)).toEqual([[{ emoji: '❤️', fromMe: false }], []]);
    expect(onB.frames.filter((f) => f.type === 'message')).toHaveLength(1);
    onB.ws.close();
    adaOnA.ws.close();
  });

  it('When a voice note is sent through instance A, then the member on instance B receives one message frame carrying it', async () => {
    const onB = await openLive(scene.b.url, scene.bola);
    await settle(200);
    const id = (await upload(scene.a.app, scene.ada, scene.matchId, oggOpus(5))).body.attachment._id as string;
    await sendRich(scene.a.app, scene.ada, scene.matchId, { kind: 'voice', attachmentId: id });
    expect(await onB.next((f) => f.type === 'message')).toMatchObject({
      message: { kind: 'voice', attachment: { _id: id, durationMs: 5000, status: 'ready' } },
    });
    await settle();
    expect(onB.frames.filter((f) => f.type === 'message')).toHaveLength(1);
    onB.ws.close();
  });

  it('When a sent photo is screened, then both members hear its new status once, each in their own view', async () => {
    await unlockPhotos(scene.a.app, scene.ada, scene.bola, scene.matchId);
    const onB = await openLive(scene.b.url, scene.bola);
    const adaOnA = await openLive(scene.a.url, scene.ada);
    await settle(200);
    const id = (await upload(scene.a.app, scene.ada, scene.matchId, await sandboxJpeg('nudity'), 'image/jpeg', 'p.jpg'))
      .body.attachment._id as string;
    const sent = await sendRich(scene.a.app, scene.ada, scene.matchId, { kind: 'photo', attachmentId: id });
    expect(await onB.next((f) => f.type === 'message')).toMatchObject({
      message: { attachment: { status: 'checking' } },
    });
    await drainJobs(scene.a.ctx);
    const seq = sent.body.message.seq as number;
    expect(await onB.next((f) => f.type === 'attachment')).toEqual({
      type: 'attachment',
      matchId: scene.matchId,
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
