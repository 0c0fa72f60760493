import request from 'supertest';
import sharp from 'sharp';
import { memberVerifiedFaces } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { cropFace, faceFreeCrop, samplePhoto } from '../../photo-screening/sample-photos';
import type { FaceBox } from '../../photo-screening/screening-types';

/**
 * The real local models (SCREENING_PROVIDER=local) behind POST /me/photos and the screening job, on the sample
 * photos shipped in @vladmandic/face-api (read from node_modules, never committed). The verified face is a crop of
 * one person in sample 1; uploads are other crops of that person and of others, through the whole pipeline
 * (re-encoded, stored, screened from the stored file).
 */
let t: TestApp;
let boxes: FaceBox[];
let phones = 0;
const sample1 = samplePhoto(1);

async function memberWithFace(selfie: Buffer): Promise<Member> {
  const m = await quickMember(t, `2348160${String(++phones).padStart(6, '0')}`);
  const { template, analysis } = await t.ctx.screening.analyseFace(selfie);
  if (!template) throw new Error(`no template: ${JSON.stringify(analysis)}`);
  await t.ctx.db.insert(memberVerifiedFaces).values({
    memberId: m.memberId,
    provider: 'local',
    source: 'selfie',
    template,
    status: 'verified',
    verifiedAt: new Date(),
  });
  return m;
}
const screened = async (m: Member, bytes: Buffer) => {
  const res = await request(t.app)
    .post(`${APP}/me/photos`)
    .set('Authorization', m.auth)
    .attach('photo', bytes, 'p.jpg');
  expect(res.status).toBe(201);
  expect(res.body.status).toBe('checking');
  await drainJobs(t.ctx);
  const list = await request(t.app).get(`${APP}/me/photos`).set('Authorization', m.auth);
  return list.body.items.find((p: { _id: string }) => p._id === res.body._id);
};
const crop = (box: FaceBox, margin: number, width: number, extra: { flip?: boolean; quality?: number } = {}) =>
  cropFace(sample1, box, { name: 'crop', margin, width, ...extra });

jest.setTimeout(600_000);

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { SCREENING_PROVIDER: 'local' } });
  const analysis = await t.ctx.screening.analysePhoto(sample1);
  if (!analysis.readable) throw new Error('sample 1 unreadable');
  const { width = 1 } = await sharp(sample1).metadata();
  const scale = width / analysis.width;
  boxes = analysis.faces.map(({ box }) => ({
    x: box.x * scale,
    y: box.y * scale,
    width: box.width * scale,
    height: box.height * scale,
  }));
  expect(boxes).toHaveLength(3);
});
afterAll(() => t.close());

describe('Photo screening with the local models, through HTTP', () => {
  it('When a member uploads their own face cropped closer, mirrored and resized, then it is approved as a match; the group photo they are in is approved as a later photo', async () => {
    const m = await memberWithFace(await crop(boxes[0]!, 1, 400));
    expect(await screened(m, await crop(boxes[0]!, 0.7, 256, { flip: true, quality: 60 }))).toMatchObject({
      status: 'approved',
      faceMatch: 'match',
      reason: null,
    });
    expect(await screened(m, sample1)).toMatchObject({ status: 'approved', faceMatch: 'match' });
  });

  it('When the first photo shows someone else, then it is held as not-you', async () => {
    const m = await memberWithFace(await crop(boxes[0]!, 1, 400));
    expect(await screened(m, await crop(boxes[1]!, 0.8, 320))).toMatchObject({
      status: 'held',
      reason: 'not-you',
      faceMatch: 'mismatch',
    });
  });

  it('When the first photo shows no face, then it is rejected as no-face', async () => {
    const m = await memberWithFace(await crop(boxes[0]!, 1, 400));
    expect(await screened(m, await faceFreeCrop(sample1, boxes))).toMatchObject({
      status: 'rejected',
      reason: 'no-face',
    });
  });

  it('When the upload is an image the pipeline takes but the models cannot read (under 32 px a side), then it is rejected as unreadable', async () => {
    const m = await memberWithFace(await crop(boxes[0]!, 1, 400));
    const tiny = await sharp(await crop(boxes[0]!, 0.5, 24))
      .png()
      .toBuffer();
    expect(await screened(m, tiny)).toMatchObject({ status: 'rejected', reason: 'unreadable' });
  });

  it('When a second member uploads the same picture as the first, then the copy is held as duplicate', async () => {
    // The third person of sample 1: no other test uploads a crop of them, so the owner's picture is the first.
    const picture = await crop(boxes[2]!, 0.9, 360);
    const owner = await memberWithFace(await crop(boxes[2]!, 1, 400));
    expect(await screened(owner, picture)).toMatchObject({ status: 'approved', reason: null, faceMatch: 'match' });
    const copier = await memberWithFace(await crop(boxes[0]!, 1, 400));
    expect(await screened(copier, picture)).toMatchObject({ status: 'held', reason: 'duplicate' });
  });
});
