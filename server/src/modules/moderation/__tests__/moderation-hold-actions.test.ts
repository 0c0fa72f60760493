import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  chatAttachments,
  memberNotifications,
  memberPhotos,
  memberVerifiedFaces,
  moderationItems,
} from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { matchUp, send } from '../../../test-support/chat-kit';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { giveVerifiedFace } from '../../../test-support/verified-face';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import {
  markedPhoto,
  readAttachment,
  sendRich,
  unlockPhotos,
  upload,
} from '../../chat-attachments/__tests__/chat-attachments-kit';
import { act, sweep } from './moderation-kit';

/**
 * Nothing stays held with no open item (decision 0182): staff acting in the queue on a verification hold settle the
 * hold in the same transaction, through the Verification screen's own decision. A dismissal ("nothing wrong here")
 * approves it; removing the content, a warning, a suspension or a ban rejects it. Runs on PGlite, and on the
 * PostgreSQL server with DATABASE_URL.
 */
// PGlite runs one query at a time, so two requests never overlap inside the database there: the race is real only on a
// PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? it : it.skip;

describe('Queue actions on verification holds', () => {
  let t: TestApp;
  let admin: { auth: string; id: string };
  let support: { auth: string; id: string };
  let phones = 0;
  const member = () => quickMember(t, `0807444${String(++phones).padStart(4, '0')}`, false);

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    admin = await createAdminSession(t, 'Admin');
    support = await createAdminSession(t, 'Support');
  });
  afterAll(() => t.close());

  const itemFor = async (kind: string, sourceKey: string) =>
    (
      await t.ctx.db
        .select()
        .from(moderationItems)
        .where(and(eq(moderationItems.kind, kind), eq(moderationItems.sourceKey, sourceKey)))
    )[0]!;
  const auditsOf = async (targetId: string) =>
    (await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((a) => a.action);
  const noticesOf = async (m: Member) =>
    (await t.ctx.db.select().from(memberNotifications).where(eq(memberNotifications.memberId, m.memberId))).map(
      (n) => n.kind,
    );

  async function heldProfilePhoto() {
    const m = await member();
    await giveVerifiedFace(t.ctx, m.memberId);
    const uploaded = await request(t.app)
      .post(`${APP}/me/photos`)
      .set('Authorization', m.auth)
      .attach('photo', await markedPhoto('nudity-held'), 'p.jpg');
    expect(uploaded.status).toBe(201);
    await drainJobs(t.ctx);
    const photoId = uploaded.body.photo?._id ?? uploaded.body._id;
    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.memberId, m.memberId));
    expect(row).toMatchObject({ status: 'held' });
    return { m, photoId: (photoId as string | undefined) ?? row!.id, item: await itemFor('photo-hold', row!.id) };
  }

  const ownPhotos = async (m: Member) =>
    (await request(t.app).get(`${APP}/me/photos`).set('Authorization', m.auth)).body.items as {
      _id: string;
      status: string;
      reason: string | null;
    }[];

  async function heldChatPhoto() {
    const [ada, bola] = [await member(), await member()];
    const matchId = await matchUp(t, ada, bola);
    await send(t.app, bola, matchId, 'Hello');
    await unlockPhotos(t.app, ada, bola, matchId);
    const id = (await upload(t.app, ada, matchId, await markedPhoto('nudity-held'), 'image/jpeg', 'p.jpg')).body
      .attachment._id as string;
    await sendRich(t.app, ada, matchId, { kind: 'photo', attachmentId: id }).expect(201);
    await drainJobs(t.ctx);
    return { ada, bola, id, item: await itemFor('chat-photo-hold', id) };
  }

  async function faceInReview() {
    const m = await member();
    await giveVerifiedFace(t.ctx, m.memberId);
    await t.ctx.db
      .update(memberVerifiedFaces)
      .set({ status: 'review' })
      .where(eq(memberVerifiedFaces.memberId, m.memberId));
    const [item] = await t.ctx.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.kind, 'face-review'), eq(moderationItems.memberId, m.memberId)));
    return { m, item: item! };
  }
  const faceOf = async (m: Member) =>
    (await t.ctx.db.select().from(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, m.memberId)))[0]!;

  it('When staff dismiss a held profile photo, then it is approved and shown to its owner, audited and told as the Verification screen approves it; Support may not release it', async () => {
    const { m, item } = await heldProfilePhoto();
    const refused = await act(t.app, support.auth, item.id, { action: 'dismiss', reason: 'Looks fine' });
    expect(refused.status).toBe(403);
    expect(await itemFor('photo-hold', item.sourceKey)).toMatchObject({ status: 'open' });

    const dismissed = await act(t.app, admin.auth, item.id, { action: 'dismiss', reason: 'A swimsuit at the beach' });
    expect([dismissed.status, dismissed.body.message]).toEqual([200, 'Item dismissed: the hold is released']);
    expect(await itemFor('photo-hold', item.sourceKey)).toMatchObject({ status: 'dismissed' });
    expect((await ownPhotos(m)).find((p) => p._id === item.sourceKey)).toMatchObject({ status: 'approved' });
    expect(await auditsOf(item.sourceKey)).toContain('verification.photo.approve');
    expect(await noticesOf(m)).toEqual(['photo-approved']);
    // The sweep finds nothing held left to take in again.
    await sweep(t);
    expect(await t.ctx.db.$count(moderationItems, eq(moderationItems.sourceKey, item.sourceKey))).toBe(1);
  });

  it('When staff dismiss a held chat photo, then it is approved: the other member reads its bytes, and it is audited', async () => {
    const { ada, bola, id, item } = await heldChatPhoto();
    expect((await readAttachment(t.app, bola, id)).status).toBe(404);
    expect((await act(t.app, admin.auth, item.id, { action: 'dismiss', reason: 'A painting' })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(chatAttachments).where(eq(chatAttachments.id, id));
    expect(row).toMatchObject({ status: 'approved', reason: null });
    const read = await readAttachment(t.app, bola, id);
    expect([read.status, read.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((read.body as Buffer).equals(row!.content)).toBe(true);
    expect(await auditsOf(id)).toContain('chat-photo.approve');
    expect(await noticesOf(ada)).not.toContain('chat-photo-removed');
    expect(await itemFor('chat-photo-hold', id)).toMatchObject({ status: 'dismissed' });
  });

  it('When staff dismiss a face in age review, then the review is approved, audited and told to the member', async () => {
    const { m, item } = await faceInReview();
    expect((await act(t.app, admin.auth, item.id, { action: 'dismiss', reason: 'Clearly an adult' })).status).toBe(200);
    expect(await faceOf(m)).toMatchObject({ status: 'verified' });
    expect(await auditsOf(m.memberId)).toContain('verification.face.approve');
    expect(await noticesOf(m)).toEqual(['age-review-verified']);
  });

  it('When staff remove the content of each hold, then the hold is settled as the Verification screen rejects it, in the same action', async () => {
    const photo = await heldProfilePhoto();
    expect((await act(t.app, support.auth, photo.item.id, { action: 'remove-content', reason: 'Nude' })).status).toBe(
      200,
    );
    expect((await ownPhotos(photo.m)).find((p) => p._id === photo.item.sourceKey)).toMatchObject({
      status: 'rejected',
      reason: 'nudity',
    });
    expect(await auditsOf(photo.item.sourceKey)).toContain('verification.photo.reject');
    expect(await noticesOf(photo.m)).toEqual(['photo-rejected']);

    const chat = await heldChatPhoto();
    expect((await act(t.app, support.auth, chat.item.id, { action: 'remove-content', reason: 'Nude' })).status).toBe(
      200,
    );
    const [row] = await t.ctx.db.select().from(chatAttachments).where(eq(chatAttachments.id, chat.id));
    expect(row).toMatchObject({ status: 'removed', reason: 'nudity' });
    expect((await readAttachment(t.app, chat.bola, chat.id)).status).toBe(404);
    expect(await auditsOf(chat.id)).toContain('chat-photo.remove');
    expect((await noticesOf(chat.ada)).filter((k) => k.startsWith('chat-photo'))).toEqual(['chat-photo-removed']);

    const face = await faceInReview();
    expect((await act(t.app, admin.auth, face.item.id, { action: 'remove-content', reason: 'A child' })).status).toBe(
      200,
    );
    expect(await faceOf(face.m)).toMatchObject({ status: 'rejected' });
    expect(await auditsOf(face.m.memberId)).toContain('verification.face.reject');
    expect(await noticesOf(face.m)).toEqual(['age-review-rejected']);
  });

  it('When staff warn about a held photo, then the warning is told and the photo is rejected with it; a hold already decided on the Verification screen stays decided', async () => {
    const { m, item } = await heldProfilePhoto();
    expect((await act(t.app, support.auth, item.id, { action: 'warn', reason: 'No nudity, please' })).status).toBe(200);
    expect((await ownPhotos(m)).find((p) => p._id === item.sourceKey)).toMatchObject({ status: 'rejected' });
    expect((await noticesOf(m)).sort()).toEqual(['moderation-warning', 'photo-rejected']);

    const other = await heldProfilePhoto();
    const decided = await request(t.app)
      .post(`/api/v1/admin/verification/photos/${other.item.sourceKey}/decision`)
      .set('Authorization', admin.auth)
      .send({ decision: 'approve', note: 'Fine' });
    expect(decided.status).toBe(200);
    expect((await act(t.app, admin.auth, other.item.id, { action: 'warn', reason: 'Careful' })).status).toBe(200);
    expect((await ownPhotos(other.m)).find((p) => p._id === other.item.sourceKey)).toMatchObject({
      status: 'approved',
    });
  });

  onServer(
    'When staff dismiss a hold in the queue while others remove it there and decide it on the Verification screen, then the hold is decided once, and a later decision is only a removal of the approved photo, each audited and told once',
    async () => {
      const { m, item } = await heldProfilePhoto();
      const other = await createAdminSession(t, 'Super Admin');
      const answers = await Promise.all([
        act(t.app, admin.auth, item.id, { action: 'dismiss', reason: 'Fine' }),
        act(t.app, other.auth, item.id, { action: 'remove-content', reason: 'Nude' }),
        request(t.app)
          .post(`/api/v1/admin/verification/photos/${item.sourceKey}/decision`)
          .set('Authorization', other.auth)
          .send({ decision: 'reject', reason: 'nudity', note: 'Nude' }),
      ]);
      // One queue action closes the item (the other is told it was done); the screen decides or finds it decided.
      expect(
        answers
          .slice(0, 2)
          .map((a) => a.status)
          .sort(),
      ).toEqual([200, 409]);
      expect([200, 409]).toContain(answers[2]!.status);
      // The screen may remove a photo the queue approved a moment before (an approved photo can be removed), so the
      // hold itself is decided once under the row lock: one decision from `held`, at most one removal after it.
      const decisions = (await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, item.sourceKey)))
        .filter((a) => a.action.startsWith('verification.photo.'))
        .map((a) => ({ action: a.action, from: (a.details as { from: string }).from }));
      const fromHeld = decisions.filter((d) => d.from === 'held');
      const removals = decisions.filter((d) => d.from !== 'held');
      expect(fromHeld).toHaveLength(1);
      expect(removals).toEqual(removals.length ? [{ action: 'verification.photo.reject', from: 'approved' }] : []);
      expect((await noticesOf(m)).filter((k) => k.startsWith('photo-'))).toHaveLength(decisions.length);
      const status = (await ownPhotos(m)).find((p) => p._id === item.sourceKey)!.status;
      expect(status).toBe(
        fromHeld[0]!.action === 'verification.photo.approve' && !removals.length ? 'approved' : 'rejected',
      );
    },
  );
});
