import request from 'supertest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { auditLog, memberPhotos, removedPhotoHashes } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { startLiveInstance, type LiveInstance } from '../../../test-support/live-kit';
import { APP, distinctPng, quickMember, type Member } from '../../../test-support/social-kit';
import { openTestDatabase } from '../../../test-support/test-database';
import { giveVerifiedFace } from '../../../test-support/verified-face';
import { photoHashes } from '../../photo-screening/perceptual-hash';
import { hashToBigint } from '../photo-screening.repository';
import { enqueuePhotoScreening, rescreenWaitingPhotos, sweepPhotos } from '../photo-screening.service';

/**
 * The photo lifecycle through HTTP with the sandbox provider (decision 0143: a marker in the upload asks for a
 * verdict): checking on upload, the job's verdict in GET /me/photos and on the live channel, the waiting face,
 * duplicates, appeal, reorder and the sweep (decision 0149).
 */
let t: LiveInstance;
let phones = 0;
const member = async (face = true) => {
  const m = await quickMember({ ...t, close: async () => undefined }, `2348150${String(++phones).padStart(6, '0')}`);
  if (face) await giveVerifiedFace(t.ctx, m.memberId);
  return m;
};
/** A JPEG of its own asking the sandbox for `marker` in its EXIF description. */
const marked = async (marker: string) =>
  sharp(await distinctPng('#557799'))
    .withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } })
    .jpeg()
    .toBuffer();
const upload = (m: Member, bytes: Buffer) =>
  request(t.app).post(`${APP}/me/photos`).set('Authorization', m.auth).attach('photo', bytes, 'p.jpg');
const uploaded = async (m: Member, bytes: Buffer) => {
  const res = await upload(m, bytes);
  expect(res.status).toBe(201);
  return res.body._id as string;
};
const ownPhotos = async (m: Member) => {
  const res = await request(t.app).get(`${APP}/me/photos`).set('Authorization', m.auth);
  expect(res.status).toBe(200);
  return res.body.items as { _id: string; position: number; status: string; reason: string | null }[];
};
const photoOf = async (m: Member, id: string) => (await ownPhotos(m)).find((p) => p._id === id);
const appeal = (m: Member, id: string) =>
  request(t.app).post(`${APP}/me/photos/${id}/appeal`).set('Authorization', m.auth);

beforeAll(async () => {
  t = await startLiveInstance(await openTestDatabase());
});
afterAll(() => t.close());

describe('Photo screening: the lifecycle of an upload', () => {
  it('When a photo is uploaded, then it answers checking, and the job approves it: GET /me/photos and the live photo frame say so', async () => {
    const ada = await member();
    const live = await t.open(ada);
    const res = await upload(ada, await distinctPng('#aa5533'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'checking', reason: null, faceMatch: null, appealedAt: null });
    expect(await photoOf(ada, res.body._id)).toMatchObject({ status: 'checking', reason: null });

    await drainJobs(t.ctx);
    const frame = await live.next((f) => f.type === 'photo');
    expect(frame).toEqual({
      type: 'photo',
      photo: expect.objectContaining({ _id: res.body._id, status: 'approved', reason: null, faceMatch: 'match' }),
    });
    expect(await photoOf(ada, res.body._id)).toMatchObject({ status: 'approved', reason: null, faceMatch: 'match' });
    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, res.body._id));
    expect(row!.screenedAt).toBeInstanceOf(Date);
    expect(row!.dhash).not.toBeNull();
    expect(row!.screening).toMatchObject({ provider: 'sandbox', faces: 1 });
    live.ws.close();
  });

  it.each([
    ['nudity', 'rejected', 'nudity'],
    ['nudity-held', 'held', 'nudity'],
    ['violence', 'rejected', 'violence'],
    ['no-face', 'rejected', 'no-face'],
    ['several-faces', 'rejected', 'several-faces'],
    ['not-you', 'held', 'not-you'],
    ['underage', 'held', 'underage'],
  ])(
    'When the first photo is screened as %s, then it is %s with reason %s, audited as an automatic restriction',
    async (marker, status, reason) => {
      const m = await member();
      const id = await uploaded(m, await marked(marker));
      await drainJobs(t.ctx);
      expect(await photoOf(m, id)).toMatchObject({ status, reason });
      const audits = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'photo.screen'), eq(auditLog.targetId, id)));
      expect(audits).toHaveLength(1);
      expect(audits[0]!.details).toMatchObject({ status, reason, provider: 'sandbox' });
    },
  );

  it('When a later photo shows no face or several, then it is approved (only the first must show the face alone)', async () => {
    const m = await member();
    await uploaded(m, await distinctPng('#223344'));
    const noFace = await uploaded(m, await marked('no-face'));
    const group = await uploaded(m, await marked('several-faces'));
    await drainJobs(t.ctx);
    expect(await photoOf(m, noFace)).toMatchObject({ status: 'approved', faceMatch: 'no-face' });
    expect(await photoOf(m, group)).toMatchObject({ status: 'approved', reason: null });
  });

  it('When there is no verified face yet, then a photo showing a face stays checking until the face is saved, then is screened against it', async () => {
    const m = await member(false);
    const mine = await uploaded(m, await distinctPng('#335577'));
    const other = await uploaded(m, await marked('not-you'));
    await drainJobs(t.ctx);
    expect(await photoOf(m, mine)).toMatchObject({ status: 'checking' });
    expect(await photoOf(m, other)).toMatchObject({ status: 'checking' });
    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, mine));
    expect(row!.screening).toMatchObject({ waitingFor: 'verified-face' });

    await giveVerifiedFace(t.ctx, m.memberId);
    await rescreenWaitingPhotos(t.ctx, m.memberId);
    await drainJobs(t.ctx);
    expect(await photoOf(m, mine)).toMatchObject({ status: 'approved', faceMatch: 'match' });
    expect(await photoOf(m, other)).toMatchObject({ status: 'held', reason: 'not-you' });
  });

  it("When a second member uploads the same picture (or its mirror image, or a re-encoded copy), then it is held as duplicate; the first member's stays approved", async () => {
    const [first, second] = [await member(), await member()];
    const picture = await distinctPng('#884422');
    const original = await uploaded(first, picture);
    await drainJobs(t.ctx);
    expect(await photoOf(first, original)).toMatchObject({ status: 'approved' });

    const copy = await uploaded(second, picture);
    const mirrored = await uploaded(second, await sharp(picture).flop().jpeg({ quality: 60 }).toBuffer());
    await drainJobs(t.ctx);
    expect(await photoOf(second, copy)).toMatchObject({ status: 'held', reason: 'duplicate' });
    expect(await photoOf(second, mirrored)).toMatchObject({ status: 'held', reason: 'duplicate' });
    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, copy));
    expect(row!.screening).toMatchObject({ duplicateOf: { kind: 'photo', id: original } });
    // The same member's own picture twice is not a duplicate of anyone's.
    const again = await uploaded(first, picture);
    await drainJobs(t.ctx);
    expect(await photoOf(first, again)).toMatchObject({ status: 'approved' });
  });

  it('When two members upload flat pictures (one colour each), then neither is a duplicate: a flat picture has no structure to compare', async () => {
    const [a, b] = [await member(), await member()];
    const flat = (colour: string) =>
      sharp({ create: { width: 200, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const first = await uploaded(a, await flat('#336699'));
    const second = await uploaded(b, await flat('#993366'));
    await drainJobs(t.ctx);
    expect(await photoOf(a, first)).toMatchObject({ status: 'approved' });
    expect(await photoOf(b, second)).toMatchObject({ status: 'approved' });
  });

  it('When a picture staff removed is uploaded again, even after its row is gone, then it is held as duplicate', async () => {
    const m = await member();
    const picture = await distinctPng('#118866');
    const hashes = (await photoHashes(await sharp(picture).jpeg().toBuffer()))!;
    await t.ctx.db.insert(removedPhotoHashes).values({ dhash: hashToBigint(hashes.hash), reason: 'nudity' });
    const id = await uploaded(m, picture);
    await drainJobs(t.ctx);
    expect(await photoOf(m, id)).toMatchObject({ status: 'held', reason: 'duplicate' });
    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, id));
    expect(row!.screening).toMatchObject({ duplicateOf: { kind: 'removed' } });
  });

  it('When the job runs again for a photo already screened, then nothing is written twice: one verdict, one frame, one audit entry', async () => {
    const m = await member();
    const live = await t.open(m);
    const id = await uploaded(m, await marked('nudity-held'));
    await drainJobs(t.ctx);
    const [before] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, id));
    await enqueuePhotoScreening(t.ctx, id);
    await enqueuePhotoScreening(t.ctx, id);
    await drainJobs(t.ctx);
    const [after] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, id));
    expect(after!.screenedAt).toEqual(before!.screenedAt);
    await live.next((f) => f.type === 'photo');
    // The owner's socket is on this instance: frames are written before drainJobs returns.
    expect(live.frames.filter((f) => f.type === 'photo')).toHaveLength(1);
    expect(await t.ctx.db.$count(auditLog, and(eq(auditLog.action, 'photo.screen'), eq(auditLog.targetId, id)))).toBe(
      1,
    );
    live.ws.close();
  });

  it('When a member appeals a rejected photo, then it is recorded once: a second appeal is 409, an approved photo 409, not yours or unknown 404', async () => {
    const [m, other] = [await member(), await member()];
    const rejected = await uploaded(m, await marked('nudity'));
    const approved = await uploaded(m, await distinctPng('#667788'));
    await drainJobs(t.ctx);

    expect((await appeal(other, rejected)).status).toBe(404);
    expect((await appeal(m, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await appeal(m, 'not-a-uuid')).status).toBe(404);
    const notRejected = await appeal(m, approved);
    expect([notRejected.status, notRejected.body]).toEqual([409, { error: 'Only a rejected photo can be appealed' }]);

    const first = await appeal(m, rejected);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Thanks: a member of our team will look at this photo again',
      photo: { _id: rejected, status: 'rejected', reason: 'nudity', appealedAt: expect.any(String) },
    });
    const second = await appeal(m, rejected);
    expect([second.status, second.body]).toEqual([409, { error: 'You have already appealed this photo' }]);
    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, rejected));
    expect(row!.appealedAt?.toISOString()).toBe(first.body.photo.appealedAt);
  });

  it('When a reorder would put a face-less or group photo first, then it is refused and nothing moves; a photo refused for being first is screened again once it is not', async () => {
    const m = await member();
    const noFaceFirst = await uploaded(m, await marked('no-face'));
    const face = await uploaded(m, await distinctPng('#445566'));
    const group = await uploaded(m, await marked('several-faces'));
    await drainJobs(t.ctx);
    expect((await ownPhotos(m)).map((p) => [p._id, p.status])).toEqual([
      [noFaceFirst, 'rejected'],
      [face, 'approved'],
      [group, 'approved'],
    ]);
    const order = (ids: string[]) =>
      request(t.app).patch(`${APP}/me/photos/order`).set('Authorization', m.auth).send({ ids });

    const refused = await order([group, face, noFaceFirst]);
    expect([refused.status, refused.body]).toEqual([
      400,
      { error: "Your first photo must show your face and no one else's: put another photo first" },
    ]);
    expect((await ownPhotos(m)).map((p) => p._id)).toEqual([noFaceFirst, face, group]);

    const moved = await order([face, noFaceFirst, group]);
    expect(moved.status).toBe(200);
    expect(moved.body.items.map((p: { _id: string; status: string }) => [p._id, p.status])).toEqual([
      [face, 'approved'],
      [noFaceFirst, 'checking'],
      [group, 'approved'],
    ]);
    await drainJobs(t.ctx);
    expect(await photoOf(m, noFaceFirst)).toMatchObject({ status: 'approved', faceMatch: 'no-face', reason: null });
  });

  it('When deleting the first photo moves a face-less photo up, then that photo is screened again as the first and refused', async () => {
    const m = await member();
    const first = await uploaded(m, await distinctPng('#994477'));
    const noFace = await uploaded(m, await marked('no-face'));
    await drainJobs(t.ctx);
    expect(await photoOf(m, noFace)).toMatchObject({ status: 'approved' });
    const res = await request(t.app).delete(`${APP}/me/photos/${first}`).set('Authorization', m.auth);
    expect(res.status).toBe(200);
    expect(await photoOf(m, noFace)).toMatchObject({ position: 0, status: 'checking' });
    await drainJobs(t.ctx);
    expect(await photoOf(m, noFace)).toMatchObject({ status: 'rejected', reason: 'no-face' });
  });

  it('When a photo was left checking with no job (it predates screening), then the sweep queues it and it is screened', async () => {
    const m = await member();
    const id = await uploaded(m, await distinctPng('#123456'));
    // As a photo from before migration 0029: checking, never screened, no job queued for it.
    const boss = await t.ctx.jobs.boss();
    await boss.deleteAllJobs('photo-screening');
    await t.ctx.db
      .update(memberPhotos)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(memberPhotos.id, id));
    expect(await drainJobs(t.ctx)).toBe(0);
    expect(await photoOf(m, id)).toMatchObject({ status: 'checking' });

    expect((await sweepPhotos(t.ctx)).queued).toBeGreaterThanOrEqual(1);
    await drainJobs(t.ctx);
    expect(await photoOf(m, id)).toMatchObject({ status: 'approved' });
    // Once screened, the next sweep leaves it alone.
    const swept = await sweepPhotos(t.ctx);
    await drainJobs(t.ctx);
    expect(swept.queued).toBe(0);
  });
});
