import request from 'supertest';
import { eq } from 'drizzle-orm';
import { memberVerifiedFaces } from '../../../db/schema';
import { sandboxJpeg } from '../../../test-support/images';
import { drainJobs } from '../../../test-support/jobs';
import { signInMember } from '../../../test-support/member-session';
import { sandboxPicture } from '../../../test-support/photo-states';
import { APP } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * The face image after the screening job's verdicts (decision 0148): kept while a photo is still compared with it,
 * while the face waits for staff (age review) or while a photo is held as `not-you` or `underage`; deleted, from the
 * table and from photo storage, as soon as none of these remains. The photos are uploaded before the face check, so
 * they wait for the verified face and the image is kept when the check saves it; the job's verdicts then settle it.
 */
describe('Photo screening: the face image after an automatic verdict', () => {
  let t: TestApp;
  let phones = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const faceOf = async (memberId: string) =>
    (await t.ctx.db.select().from(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, memberId)))[0];

  /** A member up to the face check with its consent given, and `photos` uploaded (each a sandbox marker). */
  async function memberWithPhotos(photos: string[]) {
    const { accessToken, memberId } = await signInMember(t.app, `0807455${String(++phones).padStart(4, '0')}`);
    const auth = { Authorization: `Bearer ${accessToken}` };
    for (const [method, path, body] of [
      ['put', '/me/signup/name', { firstName: 'Ngozi' }],
      ['put', '/me/signup/birthday', { dob: '1996-03-08' }],
      ['put', '/me/signup/gender', { gender: 'Female', interestedIn: ['Male'] }],
      [
        'patch',
        '/me',
        {
          bio: 'Jollof and books.',
          interests: ['Books', 'Travel', 'Cooking'],
          state: 'Lagos',
          income: 900_000,
          avatar: '/media/avatars/2.svg',
        },
      ],
      ['put', '/me/signup/biometric-consent', { accepted: true }],
    ] as const)
      expect((await request(t.app)[method](`${APP}${path}`).set(auth).send(body)).status).toBe(200);
    const ids: string[] = [];
    for (const marker of photos) {
      const res = await request(t.app)
        .post(`${APP}/me/photos`)
        .set(auth)
        .attach('photo', await sandboxPicture(marker), 'p.jpg');
      expect(res.status).toBe(201);
      ids.push(res.body._id as string);
    }
    // No verified face yet: the job leaves every photo showing a face checking, waiting for one (decision 0140).
    await drainJobs(t.ctx);
    return { auth, memberId, ids };
  }

  /** The sandbox face check: a session, the selfie (its marker asks for another reading), the completion. */
  async function faceCheck(auth: { Authorization: string }, selfieMarker?: string) {
    const session = await request(t.app).post(`${APP}/me/liveness/sessions`).set(auth);
    expect(session.status).toBe(201);
    const selfie = await request(t.app)
      .post(`${APP}/me/liveness/selfie`)
      .set(auth)
      .attach('photo', await sandboxJpeg(selfieMarker), 'selfie.jpg');
    expect(selfie.status).toBe(200);
    const done = await request(t.app).post(`${APP}/me/liveness/sessions/${session.body.sessionId}/complete`).set(auth);
    expect(done.status).toBe(200);
  }

  const statuses = async (auth: { Authorization: string }) =>
    ((await request(t.app).get(`${APP}/me/photos`).set(auth)).body.items as { status: string; reason: string }[]).map(
      (photo) => `${photo.status}${photo.reason ? ` ${photo.reason}` : ''}`,
    );

  it.each<[string, 'kept' | 'deleted', string[], string | undefined, string[]]>([
    ['every photo is approved', 'deleted', ['none', 'none'], undefined, ['approved', 'approved']],
    ['one is held for nudity', 'deleted', ['none', 'nudity-held'], undefined, ['approved', 'held nudity']],
    ['one is rejected for nudity', 'deleted', ['none', 'nudity'], undefined, ['approved', 'rejected nudity']],
    ['one is held as not the verified face', 'kept', ['none', 'not-you'], undefined, ['approved', 'held not-you']],
    ['one is held as underage', 'kept', ['none', 'underage'], undefined, ['approved', 'held underage']],
    ['the face itself waits for an age review', 'kept', ['none'], 'underage', ['approved']],
  ])(
    'When the photos waiting for the face are screened and %s, then the face image is %s',
    async (_, outcome, photos, selfieMarker, verdicts) => {
      const { auth, memberId } = await memberWithPhotos(photos);
      await faceCheck(auth, selfieMarker);
      // Saved with the face: the photos are still to be compared with it.
      const saved = await faceOf(memberId);
      expect(saved?.imageKey).toEqual(expect.any(String));
      expect(await t.ctx.photos.get(saved!.imageKey!)).toBeDefined();

      await drainJobs(t.ctx);
      expect(await statuses(auth)).toEqual(verdicts);
      const after = await faceOf(memberId);
      if (outcome === 'kept') {
        expect(after!.imageKey).toBe(saved!.imageKey);
        expect(await t.ctx.photos.get(saved!.imageKey!)).toBeDefined();
      } else {
        expect(after!.imageKey).toBeNull();
        expect(await t.ctx.photos.get(saved!.imageKey!)).toBeUndefined();
      }
      // The template stays for matching either way, for as long as the account (decision 0148).
      expect(after!.template).toEqual(saved!.template);
    },
  );

  it('When the only photo still waiting is deleted by its owner, then the face image goes with it', async () => {
    const { auth, memberId, ids } = await memberWithPhotos(['none']);
    await faceCheck(auth);
    const saved = await faceOf(memberId);
    expect(saved?.imageKey).toEqual(expect.any(String));
    expect((await request(t.app).delete(`${APP}/me/photos/${ids[0]}`).set(auth)).status).toBe(200);
    expect((await faceOf(memberId))!.imageKey).toBeNull();
    expect(await t.ctx.photos.get(saved!.imageKey!)).toBeUndefined();
  });
});
