import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { CHAT_PHOTO_NOTICES } from '@blynd/shared';
import type { LiveEvent } from '../../../lib/live-hub';
import { auditLog, chatAttachments, moderationItems, removedPhotoHashes } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { APP, feedOf, quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { history, matchUp, send } from '../../../test-support/chat-kit';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';
import { runIntake } from '../../moderation/intake.service';
import { sweepChatAttachments } from '../chat-attachment-sweeps';
import { markedPhoto, noisePixels, readAttachment, sendRich, unlockPhotos, upload } from './chat-attachments-kit';
import { oggOpus } from '../../../test-support/opus-files';

describe('Held chat photos reach staff; the duplicate rule and the sweeps of chat attachments (decision 0178)', () => {
  let t: TestApp;
  let clock = new Date();
  let ada: Member;
  let bola: Member;
  let chidi: Member;
  let matchId: string;
  let admin: Session;
  let n = 0;
  const frames = new Map<string, LiveEvent[]>();

  const row = async (id: string) =>
    (await t.ctx.db.select().from(chatAttachments).where(eq(chatAttachments.id, id)))[0];
  const itemOf = async (id: string) =>
    (
      await t.ctx.db
        .select()
        .from(moderationItems)
        .where(and(eq(moderationItems.kind, 'chat-photo-hold'), eq(moderationItems.sourceKey, id)))
    )[0];
  /** Uploads a photo as `from`, sends it in the match, and runs its screening. */
  const sendPhoto = async (from: Member, bytes: Buffer, match = matchId) => {
    const uploaded = await upload(t.app, from, match, bytes, 'image/jpeg', 'p.jpg');
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.attachment._id as string;
    expect((await sendRich(t.app, from, match, { kind: 'photo', attachmentId: id })).status).toBe(201);
    await drainJobs(t.ctx);
    return id;
  };
  const staff = (session: Session) => ({
    list: () => request(t.app).get('/api/v1/admin/verification/chat-photos').set('Authorization', session.auth),
    image: (id: string) =>
      request(t.app).get(`/api/v1/admin/verification/chat-photos/${id}/image`).set('Authorization', session.auth),
    decide: (id: string, body: object) =>
      request(t.app)
        .post(`/api/v1/admin/verification/chat-photos/${id}/decision`)
        .set('Authorization', session.auth)
        .send(body),
  });
  const attachmentFrames = (member: Member, id: string) =>
    (frames.get(member.memberId) ?? []).filter(
      (event) => event.type === 'attachment' && event.attachment._id === id,
    ) as Extract<LiveEvent, { type: 'attachment' }>[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: () => clock });
    const member = () => quickMember(t, `0806888${String(++n).padStart(4, '0')}`, false);
    [ada, bola, chidi] = [await member(), await member(), await member()];
    matchId = await matchUp(t, ada, bola);
    await send(t.app, bola, matchId, 'Hello Ada');
    await unlockPhotos(t.app, ada, bola, matchId);
    admin = await createAdminSession(t, 'Admin');
    for (const m of [ada, bola]) {
      const seen: LiveEvent[] = [];
      frames.set(m.memberId, seen);
      t.ctx.live.subscribe(m.memberId, (event) => void seen.push(event));
    }
  });
  afterAll(() => t.close());

  it('When the screening holds a chat photo, then its sender reads held, the other member checking, and staff see it in the queue; approved, the other member reads its bytes and both apps get the frame', async () => {
    const id = await sendPhoto(ada, await markedPhoto('nudity-held'));
    expect(await row(id)).toMatchObject({ status: 'held', reason: 'nudity' });
    const mine = (await history(t.app, ada, matchId)).body.items[0];
    const theirs = (await history(t.app, bola, matchId)).body.items[0];
    expect(mine.attachment).toMatchObject({ _id: id, status: 'held' });
    expect(mine.attachment).not.toHaveProperty('reason');
    expect(theirs.attachment).toMatchObject({ _id: id, status: 'checking' });
    expect(theirs.attachment).not.toHaveProperty('reason');
    expect((await readAttachment(t.app, bola, id)).status).toBe(404);
    expect((await readAttachment(t.app, ada, id)).status).toBe(200);
    // The sender's app learns of the hold; the other member's view did not change, so no frame tells them anything.
    expect(attachmentFrames(ada, id).map((f) => f.attachment.status)).toEqual(['held']);
    expect(attachmentFrames(bola, id)).toEqual([]);

    // Made at the source by the trigger, in the verdict's transaction.
    const item = await itemOf(id);
    expect(item).toMatchObject({ status: 'open', memberId: ada.memberId, category: 'nudity', priority: 3 });
    const queue = await request(t.app).get('/api/v1/admin/moderation/queue').set('Authorization', admin.auth);
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({ _id: item!.id, kind: 'chat-photo-hold', link: '/verification' }),
    );
    const detail = await request(t.app)
      .get(`/api/v1/admin/moderation/items/${item!.id}`)
      .set('Authorization', admin.auth);
    expect(detail.body.evidence).toMatchObject({
      summary: 'Photo sent in chat held: nudity',
      photoUrl: `/api/v1/admin/verification/chat-photos/${id}/image`,
    });

    const support = await createAdminSession(t, 'Support');
    const listed = (await staff(support).list()).body.photos.find((p: { _id: string }) => p._id === id);
    expect(listed).toMatchObject({
      status: 'held',
      reason: 'nudity',
      sent: true,
      imageUrl: `/api/v1/admin/verification/chat-photos/${id}/image`,
      sender: { _id: ada.memberId },
      screening: expect.objectContaining({ provider: 'sandbox', nudity: 0.7 }),
    });
    const image = await staff(support).image(id);
    expect([image.status, image.headers['content-type'], image.headers['cache-control']]).toEqual([
      200,
      'image/jpeg',
      'private, no-store',
    ]);
    const reads = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chat-photo.read'), eq(auditLog.targetId, id)));
    expect(reads).toHaveLength(1);
    // Support reads; only Admins decide.
    expect((await staff(support).decide(id, { decision: 'approve', note: 'Fine' })).status).toBe(403);

    const approved = await staff(admin).decide(id, { decision: 'approve', note: 'A swimsuit at the beach' });
    expect([approved.status, approved.body]).toEqual([
      200,
      { message: 'Photo approved', attachment: { _id: id, status: 'approved', reason: null } },
    ]);
    const bytes = await readAttachment(t.app, bola, id);
    expect([bytes.status, bytes.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await history(t.app, bola, matchId)).body.items[0].attachment.status).toBe('approved');
    expect(attachmentFrames(ada, id).map((f) => f.attachment.status)).toEqual(['held', 'approved']);
    expect(attachmentFrames(bola, id).map((f) => f.attachment.status)).toEqual(['approved']);
    expect(
      await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'chat-photo.approve'), eq(auditLog.targetId, id))),
    ).toHaveLength(1);
    // Decided once; the queue item closes with the moderation sweep.
    expect((await staff(admin).decide(id, { decision: 'reject', reason: 'nudity', note: 'x' })).status).toBe(409);
    await runIntake(t.ctx);
    expect((await itemOf(id))?.status).toBe('actioned');
    expect((await staff(admin).list()).body.photos.map((p: { _id: string }) => p._id)).not.toContain(id);
  });

  it('When staff remove a held chat photo, then its sender is told in the feed, the other member reads removed, and the same picture sent again by anyone is removed as a duplicate', async () => {
    const pixels = noisePixels();
    const id = await sendPhoto(ada, await markedPhoto('violence-held', pixels));
    expect(await row(id)).toMatchObject({ status: 'held', reason: 'violence' });
    const { dhash } = (await row(id))!;
    expect(dhash).not.toBeNull();

    const removed = await staff(admin).decide(id, { decision: 'reject', reason: 'violence', note: 'A weapon' });
    expect(removed.body).toEqual({
      message: 'Photo removed',
      attachment: { _id: id, status: 'removed', reason: 'violence' },
    });
    expect((await history(t.app, ada, matchId)).body.items[0].attachment).toMatchObject({
      status: 'removed',
      reason: 'violence',
    });
    const theirs = (await history(t.app, bola, matchId)).body.items[0].attachment;
    expect(theirs.status).toBe('removed');
    expect(theirs).not.toHaveProperty('reason');
    expect((await readAttachment(t.app, bola, id)).status).toBe(404);
    expect((await feedOf(t, ada)).find((f) => f.kind === 'chat-photo-removed')).toMatchObject(
      CHAT_PHOTO_NOTICES.removed('it shows violence'),
    );
    expect(attachmentFrames(bola, id).map((f) => f.attachment.status)).toEqual(['removed']);
    const hashes = await t.ctx.db.select().from(removedPhotoHashes).where(eq(removedPhotoHashes.removedBy, admin.id));
    expect(hashes.map((h) => h.dhash)).toContain(dhash);

    // The same pixels without a marker (the sandbox would approve them), from the other member: removed at once.
    const again = await sendPhoto(bola, await markedPhoto('none', pixels));
    expect(await row(again)).toMatchObject({ status: 'removed', reason: 'duplicate' });
    expect((await row(again))!.screening).toMatchObject({ duplicateOf: { kind: 'removed' } });
    expect((await history(t.app, bola, matchId)).body.items[0].attachment).toMatchObject({
      status: 'removed',
      reason: 'duplicate',
    });
    expect(await itemOf(again)).toBeUndefined();
    // Another picture is not a duplicate.
    expect((await row(await sendPhoto(bola, await markedPhoto('none'))))?.status).toBe('approved');
  });

  it("When a chat photo is the same picture as another member's profile photo, then it waits for staff as a duplicate; the sender's own profile photo does not count", async () => {
    const pixels = noisePixels();
    const profile = await request(t.app)
      .post(`${APP}/me/photos`)
      .set('Authorization', chidi.auth)
      .attach('photo', await markedPhoto('none', pixels), 'p.jpg');
    expect(profile.status).toBe(201);
    await drainJobs(t.ctx);
    const id = await sendPhoto(ada, await markedPhoto('none', pixels));
    expect(await row(id)).toMatchObject({ status: 'held', reason: 'duplicate' });
    expect((await row(id))!.screening).toMatchObject({ duplicateOf: { kind: 'photo', id: profile.body._id } });
    expect(await itemOf(id)).toMatchObject({ category: 'duplicate', status: 'open' });

    const own = noisePixels();
    await request(t.app)
      .post(`${APP}/me/photos`)
      .set('Authorization', ada.auth)
      .attach('photo', await markedPhoto('none', own), 'p.jpg')
      .expect(201);
    await drainJobs(t.ctx);
    expect((await row(await sendPhoto(ada, await markedPhoto('none', own))))?.status).toBe('approved');
  });

  it('When a chat photo may show a child, then it goes to the top of the queue and is kept as evidence; removed, it stays kept', async () => {
    const id = await sendPhoto(ada, await markedPhoto('underage'));
    expect(await row(id)).toMatchObject({ status: 'held', reason: 'underage' });
    expect((await row(id))!.keptAt).not.toBeNull();
    expect(await itemOf(id)).toMatchObject({ category: 'underage', priority: 0 });
    await staff(admin).decide(id, { decision: 'reject', reason: 'underage', note: 'Escalated' }).expect(200);
    expect(await row(id)).toMatchObject({ status: 'removed', reason: 'underage' });
    expect((await row(id))!.keptAt).not.toBeNull();
  });

  it('When a held chat photo is removed from the moderation queue, then the Verification decision removes it with the reason', async () => {
    const id = await sendPhoto(ada, await markedPhoto('nudity-held'));
    const item = (await itemOf(id))!;
    const acted = await request(t.app)
      .post(`/api/v1/admin/moderation/items/${item.id}/actions`)
      .set('Authorization', admin.auth)
      .send({ action: 'remove-content', reason: 'Nudity in chat' });
    expect(acted.status).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'removed', reason: 'nudity' });
    expect(await itemOf(id)).toMatchObject({ status: 'actioned' });
  });

  it('When a chat photo was left checking (its job never queued), then the sweep queues it again and it is screened; a second sweep changes nothing', async () => {
    const send = t.ctx.jobs.send.bind(t.ctx.jobs);
    t.ctx.jobs.send = (async () => {
      throw new Error('queue down');
    }) as typeof t.ctx.jobs.send;
    let uploaded;
    try {
      uploaded = await upload(t.app, ada, matchId, await markedPhoto('none'), 'image/jpeg', 'p.jpg');
    } finally {
      t.ctx.jobs.send = send;
    }
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.attachment._id as string;
    await drainJobs(t.ctx);
    expect((await row(id))?.status).toBe('checking');
    // Within the grace the upload's own job may still come: left alone.
    expect((await sweepChatAttachments(t.ctx)).requeued).toBe(0);

    clock = new Date(Date.now() + 6 * 60 * 1000);
    const first = await sweepChatAttachments(t.ctx);
    const second = await sweepChatAttachments(t.ctx);
    expect(first.requeued).toBe(1);
    expect(second.requeued).toBe(1);
    await drainJobs(t.ctx);
    expect((await row(id))?.status).toBe('approved');
    expect((await sweepChatAttachments(t.ctx)).requeued).toBe(0);
    clock = new Date();
  });

  it('When an upload is never sent for a day, then the sweep deletes it, but not one a hold or evidence keeps, nor a sent one', async () => {
    const unsent = (await upload(t.app, ada, matchId, oggOpus(2))).body.attachment._id as string;
    const heldUnsent = (await upload(t.app, ada, matchId, await markedPhoto('nudity-held'), 'image/jpeg', 'p.jpg')).body
      .attachment._id as string;
    const keptUnsent = (await upload(t.app, ada, matchId, await markedPhoto('underage'), 'image/jpeg', 'p.jpg')).body
      .attachment._id as string;
    const sent = (await upload(t.app, ada, matchId, oggOpus(2))).body.attachment._id as string;
    await sendRich(t.app, ada, matchId, { kind: 'voice', attachmentId: sent }).expect(201);
    await drainJobs(t.ctx);
    expect((await row(heldUnsent))?.status).toBe('held');

    expect((await sweepChatAttachments(t.ctx)).deleted).toBe(0);
    clock = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect((await sweepChatAttachments(t.ctx)).deleted).toBeGreaterThanOrEqual(1);
    expect(await row(unsent)).toBeUndefined();
    expect(await row(heldUnsent)).toBeDefined();
    expect(await row(keptUnsent)).toBeDefined();
    expect(await row(sent)).toBeDefined();
    expect((await sweepChatAttachments(t.ctx)).deleted).toBe(0);
    // Decided by staff, a held upload no one received goes with the next sweep.
    clock = new Date();
    await staff(admin).decide(heldUnsent, { decision: 'approve', note: 'Fine' }).expect(200);
    clock = new Date(Date.now() + 25 * 60 * 60 * 1000);
    await sweepChatAttachments(t.ctx);
    expect(await row(heldUnsent)).toBeUndefined();
    clock = new Date();
  });
});
