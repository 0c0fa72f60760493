import request from 'supertest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { memberBlocks, memberPhotos, members, memberSessions, signupAuthentications } from '../../../db/schema';
import { photoKey } from '../../../lib/photo-storage';
import { hugePngHeader, jpegWithGps as gpsJpeg } from '../../../test-support/images';
import { drainJobs } from '../../../test-support/jobs';
import { distinctPng } from '../../../test-support/social-kit';
import { giveVerifiedFace } from '../../../test-support/verified-face';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember, type SignedInMember } from '../../../test-support/member-session';
import { loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

const APP = '/api/v1/app';
// Demo members with a finished sign-up (docs/domain-rules.md#demo-data-set): Ada views, Chiamaka owns the photos, Ibrahim fills up.
const ADA = '08031234501';
const CHIAMAKA = '08031234503';
const IBRAHIM = '08031234504';

/** A real JPEG that carries GPS EXIF and an orientation tag (rotate 90°: stored 300×200, shown 200×300). */
const jpegWithGps = () =>
  gpsJpeg({
    width: 300,
    height: 200,
    background: '#cc3366',
    make: 'SecretPhoneMaker',
    model: 'Model-X',
    orientation: 6,
  });

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 4, background: '#3366cc80' } })
    .png()
    .toBuffer();

describe('Member photos', () => {
  let t: TestApp;
  let ada: SignedInMember;
  let chiamaka: SignedInMember;
  let ibrahim: SignedInMember;
  let admin: Session;
  const bearer = (member: SignedInMember) => `Bearer ${member.accessToken}`;
  const upload = (member: SignedInMember, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
    request(t.app)
      .post(`${APP}/me/photos`)
      .set('Authorization', bearer(member))
      .attach('photo', bytes, { filename, contentType });
  const view = (member: SignedInMember, photoId: string, size = 'full') =>
    request(t.app).get(`${APP}/photos/${photoId}`).query({ size }).set('Authorization', bearer(member));

  beforeAll(async () => {
    t = await createTestApp();
    [ada, chiamaka, ibrahim] = [
      await signInMember(t.app, ADA),
      await signInMember(t.app, CHIAMAKA),
      await signInMember(t.app, IBRAHIM),
    ];
    admin = await loginDemoAdmin(t);
  });
  afterAll(() => t.close());

  it('When a JPEG with GPS EXIF is uploaded, then the stored versions are upright, 1280/320 px at most and carry no metadata at all', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from('SecretPhoneMaker'))).toBe(true);

    const res = await upload(chiamaka, original);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      position: expect.any(Number),
      placeholder: expect.any(String),
      status: 'checking',
      reason: null,
      faceMatch: null,
      appealedAt: null,
    });
    expect(res.body.placeholder.length).toBeGreaterThan(6);
    expect(JSON.stringify(res.body)).not.toMatch(/photos\/|\.jpg|http/);

    for (const size of ['full', 'thumb']) {
      const stored = await view(chiamaka, res.body._id, size);
      expect(stored.status).toBe(200);
      expect(stored.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(stored.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect((stored.body as Buffer).includes(Buffer.from('SecretPhoneMaker'))).toBe(false);
      // Orientation 6 applied: the 300×200 pixels are shown as a 200×300 portrait.
      expect(meta.width! < meta.height!).toBe(true);
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(size === 'full' ? 1280 : 320);
    }
  });

  it('When a big photo is uploaded, then the full version is 1280 px and the thumbnail 320 px on the long side', async () => {
    const big = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#114477' } })
      .webp()
      .toBuffer();
    const res = await upload(chiamaka, big, 'wide.webp', 'image/webp');
    expect(res.status).toBe(201);
    const full = await sharp((await view(chiamaka, res.body._id, 'full')).body as Buffer).metadata();
    const thumb = await sharp((await view(chiamaka, res.body._id, 'thumb')).body as Buffer).metadata();
    expect([full.width, full.height]).toEqual([1280, 960]);
    expect([thumb.width, thumb.height]).toEqual([320, 240]);
  });

  it('When a PNG is named .jpg it is accepted as an image, and a text file named .jpg is refused', async () => {
    const accepted = await upload(chiamaka, await png(), 'holiday.jpg', 'image/jpeg');
    expect(accepted.status).toBe(201);
    const refused = await upload(
      chiamaka,
      Buffer.from('this is not an image, only text pretending'),
      'holiday.jpg',
      'image/jpeg',
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Photos must be JPEG, PNG or WebP images' });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(chiamaka, gif, 'a.png', 'image/png')).status).toBe(400);
  });

  it('When a photo declares more than 60 megapixels, then it is refused with 413 for its size, not its type', async () => {
    const huge = hugePngHeader();
    const res = await upload(ibrahim, huge);
    expect([res.status, res.body]).toEqual([413, { error: 'Photos can be at most 60 megapixels' }]);
  });

  it('When a photo is over 10 MB, then it is refused with 413 and nothing is stored', async () => {
    const before = await t.ctx.db.$count(memberPhotos, eq(memberPhotos.memberId, ibrahim.memberId));
    const res = await upload(ibrahim, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Photos can be at most 10 MB' });
    expect(await t.ctx.db.$count(memberPhotos, eq(memberPhotos.memberId, ibrahim.memberId))).toBe(before);
  });

  it('When a member has 6 photos, then a 7th is refused with 409', async () => {
    const image = await png();
    let count = await t.ctx.db.$count(memberPhotos, eq(memberPhotos.memberId, ibrahim.memberId));
    while (count < 6) {
      expect((await upload(ibrahim, image)).status).toBe(201);
      count++;
    }
    const seventh = await upload(ibrahim, image);
    expect(seventh.status).toBe(409);
    expect(seventh.body).toEqual({ error: 'You can have at most 6 photos. Delete one first' });
    expect(await t.ctx.db.$count(memberPhotos, eq(memberPhotos.memberId, ibrahim.memberId))).toBe(6);
  });

  it("When A asks for B's photo, then it shows only while §6 allows it: photosPublic, not flagged, no block; otherwise 404, never 403, never cached", async () => {
    await giveVerifiedFace(t.ctx, chiamaka.memberId);
    const photo = (await upload(chiamaka, await distinctPng('#3366cc'))).body as { _id: string };
    await drainJobs(t.ctx);
    const hidden = await view(ada, photo._id);
    expect(hidden.status).toBe(404);
    expect(hidden.headers['cache-control']).toBe('private, no-store');
    const unknown = await view(ada, '00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body]).toEqual([hidden.status, hidden.body]);

    await t.ctx.db.update(members).set({ photosPublic: true }).where(eq(members.id, chiamaka.memberId));
    const shown = await view(ada, photo._id, 'thumb');
    expect(shown.status).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(shown.body as Buffer).metadata()).format).toBe('jpeg');

    const flag = () =>
      request(t.app)
        .put('/api/v1/admin/flag-photo')
        .set('Authorization', admin.auth)
        .send({ userId: chiamaka.memberId, photoId: photo._id });
    expect((await flag()).body.message).toBe('Photo flagged');
    expect((await view(ada, photo._id)).status).toBe(404);
    expect((await view(chiamaka, photo._id)).status).toBe(200);
    expect((await flag()).body.message).toBe('Photo unflagged');
    expect((await view(ada, photo._id)).status).toBe(200);

    await t.ctx.db.insert(memberBlocks).values({ blockerId: chiamaka.memberId, blockedId: ada.memberId });
    expect((await view(ada, photo._id)).status).toBe(404);
    await t.ctx.db.delete(memberBlocks);
    await t.ctx.db.insert(memberBlocks).values({ blockerId: ada.memberId, blockedId: chiamaka.memberId });
    expect((await view(ada, photo._id)).status).toBe(404);
    await t.ctx.db.delete(memberBlocks);
    expect((await view(ada, photo._id)).status).toBe(200);

    // Sent back a sign-up step by the control centre (editAuth): hidden until sign-up is finished again.
    await t.ctx.db
      .update(signupAuthentications)
      .set({ authStep: 2 })
      .where(eq(signupAuthentications.memberId, chiamaka.memberId));
    expect((await view(ada, photo._id)).status).toBe(404);
    await t.ctx.db
      .update(signupAuthentications)
      .set({ authStep: 11 })
      .where(eq(signupAuthentications.memberId, chiamaka.memberId));
    expect((await view(ada, photo._id)).status).toBe(200);

    await t.ctx.db.update(members).set({ photosPublic: false }).where(eq(members.id, chiamaka.memberId));
    expect((await view(ada, photo._id)).status).toBe(404);
  });

  it('When a member reorders and deletes photos, then positions follow and the deleted files are gone', async () => {
    const own = (await request(t.app).get(`${APP}/me/photos`).set('Authorization', bearer(chiamaka))).body.items as {
      _id: string;
      position: number;
    }[];
    const reversed = own.map((p) => p._id).reverse();
    const reordered = await request(t.app)
      .patch(`${APP}/me/photos/order`)
      .set('Authorization', bearer(chiamaka))
      .send({ ids: reversed });
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((p: { _id: string }) => p._id)).toEqual(reversed);
    const partial = await request(t.app)
      .patch(`${APP}/me/photos/order`)
      .set('Authorization', bearer(chiamaka))
      .send({ ids: reversed.slice(1) });
    expect(partial.status).toBe(400);

    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, reversed[0]));
    expect(await t.ctx.photos.get(photoKey(row.publicId, 'full'))).toBeDefined();
    const notMine = await request(t.app).delete(`${APP}/me/photos/${reversed[0]}`).set('Authorization', bearer(ada));
    expect(notMine.status).toBe(404);
    const deleted = await request(t.app)
      .delete(`${APP}/me/photos/${reversed[0]}`)
      .set('Authorization', bearer(chiamaka));
    expect(deleted.status).toBe(200);
    expect(await t.ctx.photos.get(photoKey(row.publicId, 'full'))).toBeUndefined();
    expect(await t.ctx.photos.get(photoKey(row.publicId, 'thumb'))).toBeUndefined();
    expect((await view(chiamaka, reversed[0])).status).toBe(404);
  });

  it('When photo bytes are asked without a live session, then the answer is 401 before anything about the photo', async () => {
    const [photo] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.memberId, ibrahim.memberId));
    const own = ibrahim;
    expect((await view(own, photo.id)).status).toBe(200);
    expect((await request(t.app).get(`${APP}/photos/${photo.id}`)).status).toBe(401);
    expect((await request(t.app).get(`${APP}/photos/not-a-uuid`)).status).toBe(401);
    expect((await view(own, 'not-a-uuid')).status).toBe(404);

    await t.ctx.db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.id, own.sessionId));
    const refused = await view(own, photo.id);
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect((await view(own, 'not-a-uuid')).status).toBe(401);
  });

  it('When the control centre opens a photo, then it needs an admin token; a member token or none is refused', async () => {
    const [photo] = await t.ctx.db.select().from(memberPhotos).limit(1);
    const path = `/api/v1/admin/photos/${photo.id}`;
    expect((await request(t.app).get(path)).status).toBe(401);
    expect((await request(t.app).get(path).set('Authorization', bearer(ada))).status).toBe(401);
    const res = await request(t.app).get(path).set('Authorization', admin.auth);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(res.body as Buffer).metadata()).format).toBe('jpeg');
    expect((await request(t.app).get(`/media/photos/${photo.publicId}.svg`)).status).toBe(404);
  });
});
