import request from 'supertest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { VERIFICATION_NOTICES, VERIFICATION_REVIEW_MESSAGES as TEXT } from '@blynd/shared';
import { auditLog, memberPhotos, removedPhotoHashes } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { APP, feedOf, quickMember, type Member } from '../../../test-support/social-kit';
import type { TestApp } from '../../../test-support/test-app';
import { giveVerifiedFace } from '../../../test-support/verified-face';
import { adminApp, createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

/** Random pixels: a picture of its own (solid colours all share one perceptual hash). */
const noisePixels = () => {
  const pixels = Buffer.alloc(64 * 64 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return pixels;
};

/** A picture the sandbox screens as `marker` (decision 0143; 'none': approved): the marker rides in the EXIF description. */
const markedPhoto = (marker: string, pixels = noisePixels()) =>
  sharp(pixels, { raw: { width: 64, height: 64, channels: 3 } })
    .withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } })
    .jpeg()
    .toBuffer();

/** Uploads over HTTP and runs the screening job, as the server does after the answer. */
async function uploadScreened(t: TestApp, member: Member, bytes: Buffer): Promise<string> {
  const res = await request(t.app)
    .post(`${APP}/me/photos`)
    .set('Authorization', member.auth)
    .attach('photo', bytes, 'p.jpg');
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  await drainJobs(t.ctx);
  return res.body._id as string;
}

describe('Verification: held photos and appeals decided by staff', () => {
  let t: TestApp;
  let s: Session;
  let support: Session;
  let admin: Session;
  let n = 0;
  const member = async () => {
    const m = await quickMember(t, `2348150${String(++n).padStart(6, '0')}`);
    await giveVerifiedFace(t.ctx, m.memberId);
    return m;
  };
  const as = (session: Session) => ({
    list: () => request(t.app).get('/api/v1/admin/verification/photos').set('Authorization', session.auth),
    decide: (id: string, body: object) =>
      request(t.app)
        .post(`/api/v1/admin/verification/photos/${id}/decision`)
        .set('Authorization', session.auth)
        .send(body),
  });
  const photoRow = async (id: string) =>
    (await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, id)))[0]!;
  const ownPhotos = async (m: Member) =>
    (await request(t.app).get(`${APP}/me/photos`).set('Authorization', m.auth)).body.items as {
      _id: string;
      status: string;
      reason: string | null;
    }[];
  const heldPhoto = async (m: Member, marker = 'nudity-held') => {
    const id = await uploadScreened(t, m, await markedPhoto(marker));
    expect((await photoRow(id)).status).toBe('held');
    return id;
  };

  beforeAll(async () => {
    ({ t, s } = await adminApp());
    support = await createAdminSession(t, 'Support');
    admin = await createAdminSession(t, 'Admin');
  });
  afterAll(() => t.close());

  it('When a photo is held by the screening, then Support and Admin see it listed with the evidence, oldest first', async () => {
    const m = await member();
    const first = await heldPhoto(m);
    const second = await heldPhoto(m);
    for (const session of [support, admin, s]) {
      const res = await as(session).list();
      expect(res.status).toBe(200);
      const ids = res.body.photos.map((p: { _id: string }) => p._id);
      expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
      const item = res.body.photos.find((p: { _id: string }) => p._id === first);
      expect(item).toMatchObject({
        queue: 'held',
        status: 'held',
        reason: 'nudity',
        photoUrl: `/api/v1/admin/photos/${first}`,
        member: { _id: m.memberId, phone: m.phone, firstName: expect.any(String) },
      });
      expect(item.screening).not.toBeNull();
    }
    // The photo's bytes are served to staff though no member may see it yet.
    const bytes = await request(t.app).get(`/api/v1/admin/photos/${first}`).set('Authorization', support.auth);
    expect(bytes.status).toBe(200);
  });

  it('When Support tries to decide, then 403 and nothing changes; a member token or none is refused too', async () => {
    const m = await member();
    const id = await heldPhoto(m);
    const res = await as(support).decide(id, { decision: 'approve', note: 'Looks fine' });
    expect(res.status).toBe(403);
    expect((await photoRow(id)).status).toBe('held');
    const asMember = await request(t.app)
      .post(`/api/v1/admin/verification/photos/${id}/decision`)
      .set('Authorization', m.auth)
      .send({ decision: 'approve', note: 'x' });
    expect(asMember.status).toBe(401);
    expect((await request(t.app).get('/api/v1/admin/verification/photos')).status).toBe(401);
  });

  it('When an Admin approves a held photo, then it is approved, audited, the member is told in the feed, and it leaves the list', async () => {
    const m = await member();
    const id = await heldPhoto(m);
    const res = await as(admin).decide(id, { decision: 'approve', note: 'A swimsuit at the beach, not nudity' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Photo approved', photo: { _id: id, status: 'approved', reason: null } });
    expect(await photoRow(id)).toMatchObject({
      status: 'approved',
      reason: null,
      reviewedBy: admin.id,
      reviewNote: 'A swimsuit at the beach, not nudity',
    });
    expect((await ownPhotos(m)).find((p) => p._id === id)).toMatchObject({ status: 'approved', reason: null });
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.photo.approve'), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ adminId: admin.id, targetType: 'photo' });
    expect(entry!.details).toMatchObject({ memberId: m.memberId, from: 'held', appeal: false });
    const feed = await feedOf(t, m);
    expect(feed.filter((f) => f.relatedId === id)).toEqual([
      expect.objectContaining({ kind: 'photo-approved', ...VERIFICATION_NOTICES.photoApproved }),
    ]);
    expect((await as(admin).list()).body.photos.map((p: { _id: string }) => p._id)).not.toContain(id);
    // Decided once: a second decision is refused and changes nothing.
    const again = await as(s).decide(id, { decision: 'approve', note: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: TEXT.photoAlreadyDecided });
  });

  it('When an Admin rejects a held photo, then its hash is kept as removed and the same picture uploaded by another member is held as a duplicate', async () => {
    const m = await member();
    const pixels = noisePixels();
    const id = await uploadScreened(t, m, await markedPhoto('nudity-held', pixels));
    const { dhash } = await photoRow(id);
    const res = await as(admin).decide(id, { decision: 'reject', reason: 'nudity', note: 'Nude' });
    expect(res.status).toBe(200);
    expect(res.body.photo).toEqual({ _id: id, status: 'rejected', reason: 'nudity' });
    const removed = await t.ctx.db.select().from(removedPhotoHashes).where(eq(removedPhotoHashes.removedBy, admin.id));
    expect(removed.map((r) => r.dhash)).toContain(dhash);
    expect((await ownPhotos(m)).find((p) => p._id === id)).toMatchObject({ status: 'rejected', reason: 'nudity' });
    const feed = await feedOf(t, m);
    expect(feed.find((f) => f.relatedId === id)).toMatchObject({
      kind: 'photo-rejected',
      ...VERIFICATION_NOTICES.photoRejected('it shows nudity'),
    });
    // Once the member deletes it, only the removed hash remembers the picture: the same pixels without the marker
    // (the sandbox would approve them) are held as a duplicate, and other pictures are not.
    await request(t.app).delete(`${APP}/me/photos/${id}`).set('Authorization', m.auth).expect(200);
    const other = await member();
    expect((await photoRow(await uploadScreened(t, other, await markedPhoto('none')))).status).toBe('approved');
    const again = await uploadScreened(t, other, await markedPhoto('none', pixels));
    expect(await photoRow(again)).toMatchObject({ status: 'held', reason: 'duplicate' });
  });

  it('When a rejected photo is appealed, then it is listed as an appeal, decided once, and the member is told the appeal was reviewed', async () => {
    const m = await member();
    const id = await uploadScreened(t, m, await markedPhoto('nudity'));
    expect((await photoRow(id)).status).toBe('rejected');
    expect((await as(admin).list()).body.photos.map((p: { _id: string }) => p._id)).not.toContain(id);
    const appeal = await request(t.app).post(`${APP}/me/photos/${id}/appeal`).set('Authorization', m.auth);
    expect(appeal.status).toBe(200);
    const listed = (await as(admin).list()).body.photos.find((p: { _id: string }) => p._id === id);
    expect(listed).toMatchObject({
      queue: 'appeal',
      status: 'rejected',
      reason: 'nudity',
      appealedAt: expect.any(String),
    });

    const kept = await as(admin).decide(id, { decision: 'reject', reason: 'nudity', note: 'Still nude' });
    expect(kept.status).toBe(200);
    const feed = await feedOf(t, m);
    expect(feed.find((f) => f.relatedId === id)).toMatchObject({
      kind: 'photo-rejected',
      ...VERIFICATION_NOTICES.appealRejected('it shows nudity'),
    });
    // The appeal is reviewed once: no second decision, no second appeal, gone from the list.
    expect((await as(s).decide(id, { decision: 'approve', note: 'Changed my mind' })).status).toBe(409);
    expect((await request(t.app).post(`${APP}/me/photos/${id}/appeal`).set('Authorization', m.auth)).status).toBe(409);
    expect((await as(admin).list()).body.photos.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect((await photoRow(id)).status).toBe('rejected');
  });

  it('When an appealed photo is approved, then it is approved and its owner sees it approved', async () => {
    const m = await member();
    const id = await uploadScreened(t, m, await markedPhoto('nudity'));
    await request(t.app).post(`${APP}/me/photos/${id}/appeal`).set('Authorization', m.auth).expect(200);
    const res = await as(admin).decide(id, { decision: 'approve', note: 'A painting, not a photo of nudity' });
    expect(res.status).toBe(200);
    expect(await photoRow(id)).toMatchObject({ status: 'approved', reason: null });
    expect((await ownPhotos(m)).find((p) => p._id === id)).toMatchObject({ status: 'approved', reason: null });
  });

  it('When the body is wrong, then 400 with the message and nothing changes; an unknown photo is 404', async () => {
    const m = await member();
    const id = await heldPhoto(m);
    const cases: [object, string][] = [
      [{ decision: 'reject', note: 'No reason' }, TEXT.reasonRequired],
      [{ decision: 'reject', reason: 'ugly', note: 'x' }, TEXT.badReason],
      [{ decision: 'maybe', note: 'x' }, TEXT.badDecision],
      [{ decision: 'approve' }, TEXT.noteRequired],
      [{ decision: 'approve', note: '   ' }, TEXT.noteRequired],
      [{ decision: 'approve', note: 'x'.repeat(501) }, TEXT.noteTooLong],
    ];
    for (const [body, error] of cases) {
      const res = await as(admin).decide(id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error });
    }
    expect((await photoRow(id)).status).toBe('held');
    expect((await as(admin).decide('not-a-uuid', { decision: 'approve', note: 'x' })).status).toBe(400);
    const unknown = await as(admin).decide('00000000-0000-4000-8000-000000000000', { decision: 'approve', note: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: TEXT.photoNotFound });
  });

  it('When a photo is still checking or approved, then it cannot be approved by staff (409); an approved one can be removed', async () => {
    const m = await member();
    const approved = await uploadScreened(t, m, await markedPhoto('none'));
    expect((await photoRow(approved)).status).toBe('approved');
    expect((await as(admin).decide(approved, { decision: 'approve', note: 'x' })).status).toBe(409);
    const removed = await as(admin).decide(approved, { decision: 'reject', reason: 'violence', note: 'Reported' });
    expect(removed.status).toBe(200);
    expect((await photoRow(approved)).status).toBe('rejected');
  });
});
