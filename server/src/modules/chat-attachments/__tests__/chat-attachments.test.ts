import request from 'supertest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { auditLog, chatAttachments, reports } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { sandboxJpeg } from '../../../test-support/images';
import { oggOpus, oggVorbis, wavFile, webmOpus } from '../../../test-support/opus-files';
import { APP, createSocialApp, deleteAccount, quickMember, type Member } from '../../../test-support/social-kit';
import { history, matchUp, reportMessage, send } from '../../../test-support/chat-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { readAttachment, react, sendRich, unlockPhotos, unreact, upload } from './chat-attachments-kit';

describe('Voice notes, photos, replies and reactions in chat (decisions 0157, 0168)', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  let chidi: Member;
  let matchId: string;
  const stored = () => t.ctx.db.$count(chatAttachments);

  beforeAll(async () => {
    t = await createSocialApp();
    [ada, bola, chidi] = [
      await quickMember(t, '08067771001', false),
      await quickMember(t, '08067771002', false),
      await quickMember(t, '08067771003', false),
    ];
    matchId = await matchUp(t, ada, bola);
    await send(t.app, bola, matchId, 'Hello Ada');
  });
  afterAll(() => t.close());

  it('When a member uploads a 12-second Opus voice note and sends it, then the other member reads it with its length and plays its bytes', async () => {
    const voice = oggOpus(12);
    const uploaded = await upload(t.app, ada, matchId, voice, 'audio/ogg;codecs=opus');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.attachment).toEqual({
      _id: expect.any(String),
      kind: 'voice',
      mimeType: 'audio/ogg; codecs=opus',
      bytes: voice.length,
      durationMs: 12_000,
      width: null,
      height: null,
      status: 'ready',
    });
    const id = uploaded.body.attachment._id as string;
    // Nobody but the uploader reads an attachment that was not sent.
    expect((await readAttachment(t.app, bola, id)).status).toBe(404);

    const sent = await sendRich(t.app, ada, matchId, { kind: 'voice', attachmentId: id });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ kind: 'voice', text: '', attachment: { _id: id, status: 'ready' } });
    const page = await history(t.app, bola, matchId);
    expect(page.body.items[0]).toMatchObject({
      kind: 'voice',
      fromMe: false,
      attachment: { _id: id, kind: 'voice', durationMs: 12_000, bytes: voice.length },
      replyTo: null,
      reactions: [],
    });

    const bytes = await readAttachment(t.app, bola, id);
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toBe('audio/ogg; codecs=opus');
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.compare(bytes.body as Buffer, voice)).toBe(0);
    // A member outside the match gets what an unknown id gets.
    expect((await readAttachment(t.app, chidi, id)).status).toBe(404);
    expect((await readAttachment(t.app, chidi, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('When a send with a voice note is retried by its clientMessageId, then the answer is the same message; the attachment cannot be sent twice', async () => {
    const id = (await upload(t.app, ada, matchId, oggOpus(3))).body.attachment._id as string;
    const clientMessageId = '6b0b8f8e-1111-4aaa-8bbb-000000000001';
    const first = await sendRich(t.app, ada, matchId, { clientMessageId, kind: 'voice', attachmentId: id });
    const again = await sendRich(t.app, ada, matchId, { clientMessageId, kind: 'voice', attachmentId: id });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.message).toEqual(first.body.message);
    const twice = await sendRich(t.app, ada, matchId, { kind: 'voice', attachmentId: id });
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual({ error: 'Attachment not found' });
    // Another member's attachment, one of another match, and a kind that does not fit.
    const bolas = (await upload(t.app, bola, matchId, oggOpus(2))).body.attachment._id as string;
    expect((await sendRich(t.app, ada, matchId, { kind: 'voice', attachmentId: bolas })).status).toBe(404);
    expect((await sendRich(t.app, ada, matchId, { kind: 'voice', attachmentId: 'not-an-id' })).status).toBe(404);
    const mismatch = await sendRich(t.app, bola, matchId, { kind: 'photo', attachmentId: bolas });
    expect(mismatch.status).toBe(400);
  });

  it('When a voice note is over 60 seconds, over 500 KB, not Opus, an image disguised as audio or missing, then it is refused with its reason and nothing is stored', async () => {
    const before = await stored();
    const cases: [Buffer, string, number, string][] = [
      [oggOpus(61), 'audio/ogg', 422, 'A voice note can be at most 60 seconds'],
      [webmOpus(61), 'audio/webm', 422, 'A voice note can be at most 60 seconds'],
      [oggOpus(20, { padTo: 501 * 1024 }), 'audio/ogg', 413, 'A voice note can be at most 500 KB'],
      [wavFile(), 'audio/wav', 415, 'A voice note must be Opus audio'],
      [oggVorbis(), 'audio/ogg', 415, 'A voice note must be Opus audio'],
      [await sandboxJpeg(), 'audio/ogg', 415, 'This file is not a voice note or a photo'],
      [Buffer.from('OggS but not really a recording'), 'audio/ogg', 415, 'This file is not a voice note or a photo'],
      [oggOpus(5), 'image/jpeg', 415, 'This file is not a voice note or a photo'],
    ];
    for (const [bytes, type, status, error] of cases) {
      const refused = await upload(t.app, ada, matchId, bytes, type);
      expect([refused.status, refused.body]).toEqual([status, { error }]);
    }
    const empty = await upload(t.app, ada, matchId, Buffer.alloc(0));
    expect([empty.status, empty.body]).toEqual([400, { error: 'Choose a file to send' }]);
    const none = await request(t.app)
      .post(`${APP}/matches/${matchId}/attachments`)
      .set('Authorization', ada.auth)
      .field('other', 'x');
    expect([none.status, none.body]).toEqual([400, { error: 'Choose a file to send' }]);
    expect(await stored()).toBe(before);
    // Someone else's match is 404 before anything is read.
    expect((await upload(t.app, chidi, matchId, oggOpus(2))).status).toBe(404);
  });

  it('When a voice note is WebM as MediaRecorder writes it (unknown sizes, no duration), then its length is read from its blocks', async () => {
    const uploaded = await upload(t.app, ada, matchId, webmOpus(7), 'audio/webm;codecs=opus', 'voice.webm');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.attachment).toMatchObject({
      kind: 'voice',
      mimeType: 'audio/webm; codecs=opus',
      durationMs: 7000,
    });
  });

  it('When a photo is sent before both unlocked photos, then it is refused; after the unlock it is screened before the other member sees it', async () => {
    const photo = await sandboxJpeg();
    const locked = await upload(t.app, ada, matchId, photo, 'image/jpeg', 'photo.jpg');
    expect([locked.status, locked.body]).toEqual([
      403,
      { error: 'Photos can be sent once you have both unlocked photos' },
    ]);

    await unlockPhotos(t.app, ada, bola, matchId);
    const uploaded = await upload(t.app, ada, matchId, photo, 'image/jpeg', 'photo.jpg');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.attachment).toMatchObject({
      kind: 'photo',
      mimeType: 'image/jpeg',
      status: 'checking',
      width: 240,
    });
    const id = uploaded.body.attachment._id as string;
    const sent = await sendRich(t.app, ada, matchId, { kind: 'photo', attachmentId: id, text: 'Our lunch' });
    expect(sent.body.message).toMatchObject({ kind: 'photo', text: 'Our lunch' });
    expect((await readAttachment(t.app, bola, id)).status).toBe(404);
    expect((await readAttachment(t.app, bola, id, 'preview')).status).toBe(404);

    await drainJobs(t.ctx);
    const seen = (await history(t.app, bola, matchId)).body.items[0];
    expect(seen).toMatchObject({ kind: 'photo', attachment: { _id: id, status: 'approved' } });
    const full = await readAttachment(t.app, bola, id);
    expect([full.status, full.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const preview = await readAttachment(t.app, bola, id, 'preview');
    expect([preview.status, preview.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const meta = await sharp(preview.body as Buffer).metadata();
    expect(meta.width).toBe(24);
    expect((preview.body as Buffer).length).toBeLessThan(2000);
    expect((await readAttachment(t.app, chidi, id, 'preview')).status).toBe(404);
  });

  it('When screening removes a photo, then its uploader sees why and the other member only that it was removed', async () => {
    const id = (await upload(t.app, ada, matchId, await sandboxJpeg('nudity'), 'image/jpeg', 'p.jpg')).body.attachment
      ._id;
    await sendRich(t.app, ada, matchId, { kind: 'photo', attachmentId: id });
    await drainJobs(t.ctx);
    const mine = (await history(t.app, ada, matchId)).body.items[0];
    const theirs = (await history(t.app, bola, matchId)).body.items[0];
    expect(mine.attachment).toMatchObject({ status: 'removed', reason: 'nudity' });
    expect(theirs.attachment.status).toBe('removed');
    expect(theirs.attachment).not.toHaveProperty('reason');
    expect((await readAttachment(t.app, bola, id)).status).toBe(404);
    expect((await readAttachment(t.app, ada, id)).status).toBe(200);
  });

  it('When a member replies to a message and both react, then the reply names it and each reads the reactions from their side', async () => {
    const target = (await history(t.app, ada, matchId, { after: 0, limit: 1 })).body.items[0];
    const reply = await sendRich(t.app, ada, matchId, { text: 'Hello to you too', replyTo: target.seq });
    expect(reply.body.message.replyTo).toEqual({ seq: target.seq, kind: 'text', text: 'Hello Ada', fromMe: false });
    const seen = (await history(t.app, bola, matchId)).body.items[0];
    expect(seen.replyTo).toEqual({ seq: target.seq, kind: 'text', text: 'Hello Ada', fromMe: true });
    const wrong = await sendRich(t.app, ada, matchId, { text: 'x', replyTo: 9999 });
    expect([wrong.status, wrong.body]).toEqual([
      400,
      { error: 'You can only reply to a message in this conversation' },
    ]);

    const seq = reply.body.message.seq as number;
    expect((await react(t.app, bola, matchId, seq, '❤️')).body.message.reactions).toEqual([
      { emoji: '❤️', fromMe: true },
    ]);
    const both = await react(t.app, ada, matchId, seq, '😂');
    expect(both.body.message.reactions).toEqual([
      { emoji: '❤️', fromMe: false },
      { emoji: '😂', fromMe: true },
    ]);
    // A new reaction replaces the member's old one; the same one again changes nothing.
    expect((await react(t.app, bola, matchId, seq, '👍')).body.message.reactions).toContainEqual({
      emoji: '👍',
      fromMe: true,
    });
    expect((await react(t.app, bola, matchId, seq, '👍')).status).toBe(200);
    const removed = await unreact(t.app, bola, matchId, seq);
    expect(removed.body.message.reactions).toEqual([{ emoji: '😂', fromMe: false }]);
    expect((await unreact(t.app, bola, matchId, seq)).status).toBe(200);

    expect((await react(t.app, bola, matchId, seq, '🍆')).body.error).toBe('Choose one of the reactions');
    expect((await react(t.app, bola, matchId, 9999, '❤️')).status).toBe(404);
    expect((await react(t.app, bola, matchId, 'x', '❤️')).status).toBe(404);
    expect((await react(t.app, chidi, matchId, seq, '❤️')).status).toBe(404);
  });

  it('When a voice note is reported, then the excerpt names it, staff open it (audited), and the account deletion keeps it but deletes the rest', async () => {
    const voice = oggOpus(4);
    const id = (await upload(t.app, bola, matchId, voice)).body.attachment._id as string;
    const unreported = (await upload(t.app, bola, matchId, oggOpus(2))).body.attachment._id as string;
    const sent = await sendRich(t.app, bola, matchId, { kind: 'voice', attachmentId: id });
    expect((await reportMessage(t.app, ada, bola, sent.body.message._id)).status).toBe(201);

    const exported = await request(t.app).get(`${APP}/me/export`).set('Authorization', bola.auth);
    expect(exported.body.messages).toContainEqual(
      expect.objectContaining({ kind: 'voice', attachment: expect.objectContaining({ _id: id, durationMs: 4000 }) }),
    );

    const [report] = await t.ctx.db.select().from(reports).where(eq(reports.reporterId, ada.memberId));
    const staff = await createAdminSession(t, 'Support');
    const excerpt = await request(t.app)
      .get(`/api/v1/admin/reports/${report!.id}/excerpt`)
      .set('Authorization', staff.auth);
    expect(excerpt.body.items.at(-1)).toMatchObject({
      kind: 'voice',
      attachment: { _id: id, kind: 'voice', durationMs: 4000 },
    });
    const opened = await request(t.app)
      .get(`/api/v1/admin/reports/${report!.id}/attachments/${id}`)
      .set('Authorization', staff.auth);
    expect([opened.status, opened.headers['content-type']]).toEqual([200, 'audio/ogg; codecs=opus']);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.attachment.read'), eq(auditLog.targetId, report!.id)));
    expect(audits).toHaveLength(1);
    // Only an attachment the excerpt names.
    expect(
      (
        await request(t.app)
          .get(`/api/v1/admin/reports/${report!.id}/attachments/${unreported}`)
          .set('Authorization', staff.auth)
      ).status,
    ).toBe(404);

    expect((await deleteAccount(t, bola)).status).toBe(200);
    const left = (await t.ctx.db.select({ id: chatAttachments.id }).from(chatAttachments)).map((row) => row.id);
    expect(left).toContain(id);
    expect(left).not.toContain(unreported);
    const again = await request(t.app)
      .get(`/api/v1/admin/reports/${report!.id}/attachments/${id}`)
      .set('Authorization', staff.auth);
    expect(again.status).toBe(200);
  });
});

describe('An attachment after a block', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  afterAll(() => t.close());

  it('When the uploader blocks the other member, then the blocked member gets 404 for its bytes and the uploader still reads them', async () => {
    t = await createSocialApp();
    const [ada, dayo] = [await quickMember(t, '08067772001', false), await quickMember(t, '08067772002', false)];
    const matchId = await matchUp(t, ada, dayo);
    const id = (await upload(t.app, ada, matchId, oggOpus(2))).body.attachment._id as string;
    await sendRich(t.app, ada, matchId, { kind: 'voice', attachmentId: id });
    expect((await readAttachment(t.app, dayo, id)).status).toBe(200);
    const blocked = await request(t.app)
      .post(`${APP}/blocks`)
      .set('Authorization', ada.auth)
      .send({ memberId: dayo.memberId });
    expect(blocked.status).toBe(200);
    expect((await readAttachment(t.app, dayo, id)).status).toBe(404);
    expect((await readAttachment(t.app, ada, id)).status).toBe(200);
  });
});

describe('Attachment uploads per hour', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  afterAll(() => t.close());

  it('When a member has uploaded 60 attachments in the hour, then the next is refused with Retry-After and not stored', async () => {
    t = await createSocialApp();
    const [efe, funmi] = [await quickMember(t, '08067773001', false), await quickMember(t, '08067773002', false)];
    const matchId = await matchUp(t, efe, funmi);
    const note = oggOpus(1);
    for (let i = 0; i < 60; i++) expect((await upload(t.app, efe, matchId, note)).status).toBe(201);
    const refused = await upload(t.app, efe, matchId, note);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('You have sent too many files this hour. Please try again later');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await t.ctx.db.$count(chatAttachments, eq(chatAttachments.uploaderId, efe.memberId))).toBe(60);
    // The other member's uploads are their own.
    expect((await upload(t.app, funmi, matchId, note)).status).toBe(201);
  });
});
