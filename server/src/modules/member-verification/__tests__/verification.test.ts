import request from 'supertest';
import { eq } from 'drizzle-orm';
import { BIOMETRIC_CONSENT_TEXT, BIOMETRIC_CONSENT_VERSION } from '@blynd/shared';
import { memberBiometricConsents, memberVerifiedFaces } from '../../../db/schema';
import { sandboxJpeg } from '../../../test-support/images';
import { signInMember } from '../../../test-support/member-session';
import {
  APP,
  createSocialApp,
  deleteAccount,
  like,
  signedUpMember,
  uploadPhoto,
  type Member,
} from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { requestReverification, verifiedFaceImage } from '../verification.service';

/** Verification through HTTP (issue 40; decisions 0146, 0148): consent, the selfie, the age hold, the badge. */
describe('Verification: consent, the verified face, the badge, onlyVerified', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const me = async (m: Member) => (await request(t.app).get(`${APP}/me`).set('Authorization', m.auth)).body;
  const selfie = async (token: string, bytes: Buffer) =>
    request(t.app).post(`${APP}/me/liveness/selfie`).set(as(token)).attach('photo', bytes, 'selfie.jpg');
  /** A member through the steps up to the face check (name, birthday, gender, profile). */
  async function atFaceCheck(phone: string) {
    const { accessToken } = await signInMember(t.app, phone);
    for (const [method, path, body] of [
      ['put', '/me/signup/name', { firstName: 'Ife' }],
      ['put', '/me/signup/birthday', { dob: '1997-01-05' }],
      ['put', '/me/signup/gender', { gender: 'Female', interestedIn: ['Male'] }],
      [
        'patch',
        '/me',
        {
          bio: 'Books.',
          interests: ['Books', 'Travel', 'Cooking'],
          state: 'Lagos',
          income: 900_000,
          avatar: '/media/avatars/2.svg',
        },
      ],
    ] as const)
      expect((await request(t.app)[method](`${APP}${path}`).set(as(accessToken)).send(body)).status).toBe(200);
    return accessToken;
  }

  it('When the consent is read, refused or given, then only {accepted: true} records its version and time, and without it neither the face check nor the terms go on', async () => {
    const token = await atFaceCheck('08071230001');
    const text = await request(t.app).get(`${APP}/me/signup/biometric-consent`).set(as(token));
    expect(text.body).toEqual({ version: BIOMETRIC_CONSENT_VERSION, text: BIOMETRIC_CONSENT_TEXT, acceptedAt: null });
    expect(text.body.text).toMatch(/face template/);
    expect(text.body.text).toMatch(/deleted when you delete your account/);
    expect((await request(t.app).get(`${APP}/me/signup`).set(as(token))).body.next).toBe('biometric-consent');
    for (const body of [{ accepted: false }, {}, { accepted: 'true' }, { accepted: true, extra: 1 }, []]) {
      const refused = await request(t.app).put(`${APP}/me/signup/biometric-consent`).set(as(token)).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: expect.any(String) });
    }
    const noConsentStart = await request(t.app).post(`${APP}/me/liveness/sessions`).set(as(token));
    expect([noConsentStart.status, noConsentStart.body]).toEqual([409, { error: 'Agree to the face check first' }]);
    const noConsentTerms = await request(t.app).put(`${APP}/me/signup/terms`).set(as(token)).send({ accepted: true });
    expect([noConsentTerms.status, noConsentTerms.body.error]).toEqual([409, 'Agree to the face check first']);
    expect(await t.ctx.db.select().from(memberBiometricConsents)).toEqual([]);

    const given = await request(t.app)
      .put(`${APP}/me/signup/biometric-consent`)
      .set(as(token))
      .send({ accepted: true });
    expect(given.status).toBe(200);
    expect(given.body.next).toBe('liveness');
    const [row] = await t.ctx.db.select().from(memberBiometricConsents);
    expect(row).toMatchObject({ version: BIOMETRIC_CONSENT_VERSION, acceptedAt: expect.any(Date) });
    expect((await request(t.app).get(`${APP}/me/signup/biometric-consent`).set(as(token))).body.acceptedAt).toBe(
      row!.acceptedAt.toISOString(),
    );
  });

  it('When the selfie shows no face, several faces or cannot be read, then 422 asks for another and nothing is kept; without a session or a selfie the step refuses', async () => {
    const token = await atFaceCheck('08071230002');
    await request(t.app).put(`${APP}/me/signup/biometric-consent`).set(as(token)).send({ accepted: true });
    const early = await selfie(token, await sandboxJpeg());
    expect([early.status, early.body]).toEqual([409, { error: 'Start the face check first' }]);
    const session = await request(t.app).post(`${APP}/me/liveness/sessions`).set(as(token));
    const complete = () =>
      request(t.app).post(`${APP}/me/liveness/sessions/${session.body.sessionId}/complete`).set(as(token));
    const noSelfie = await complete();
    expect([noSelfie.status, noSelfie.body]).toEqual([409, { error: 'Take your selfie first' }]);
    const cases: [Buffer, RegExp][] = [
      [await sandboxJpeg('no-face'), /could not see a face/],
      [await sandboxJpeg('several-faces'), /More than one face/],
      [Buffer.from('this is not a picture at all'), /could not read that picture/],
    ];
    for (const [bytes, message] of cases) {
      const refused = await selfie(token, bytes);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatch(message);
    }
    const missing = await request(t.app).post(`${APP}/me/liveness/selfie`).set(as(token)).field('other', 'x');
    expect(missing.status).toBe(400);
    expect((await complete()).status).toBe(409);
    expect(await t.ctx.db.select().from(memberVerifiedFaces)).toEqual([]);
  });

  it('When the selfie’s estimated age is under 18 with the margin, then the account waits for staff review before sign-up finishes, and the face image is kept for staff only', async () => {
    const token = await atFaceCheck('08071230003');
    await request(t.app).put(`${APP}/me/signup/biometric-consent`).set(as(token)).send({ accepted: true });
    const session = await request(t.app).post(`${APP}/me/liveness/sessions`).set(as(token));
    expect((await selfie(token, await sandboxJpeg('underage'))).body).toEqual({
      sessionId: session.body.sessionId,
      verdict: 'review',
    });
    const done = await request(t.app)
      .post(`${APP}/me/liveness/sessions/${session.body.sessionId}/complete`)
      .set(as(token));
    expect(done.body).toMatchObject({ status: 'passed', livenessVerified: true });
    expect((await request(t.app).get(`${APP}/me/signup`).set(as(token))).body).toMatchObject({
      authStep: 10,
      next: 'review',
    });
    const terms = await request(t.app).put(`${APP}/me/signup/terms`).set(as(token)).send({ accepted: true });
    expect(terms.status).toBe(409);
    expect(terms.body.error).toMatch(/being reviewed/);
    const member = (await request(t.app).get(`${APP}/me`).set(as(token))).body;
    expect(member).toMatchObject({ completedSignup: false, verified: false, faceStatus: 'review' });
    const [face] = await t.ctx.db
      .select()
      .from(memberVerifiedFaces)
      .where(eq(memberVerifiedFaces.memberId, member._id));
    expect(face).toMatchObject({ status: 'review', source: 'selfie', verifiedAt: null, imageKey: expect.any(String) });
    const image = await verifiedFaceImage(t.ctx, member._id);
    expect(image?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // Staff approve (H4's screen writes the status): sign-up may then finish.
    await t.ctx.db
      .update(memberVerifiedFaces)
      .set({ status: 'verified', verifiedAt: new Date() })
      .where(eq(memberVerifiedFaces.memberId, member._id));
    expect((await request(t.app).put(`${APP}/me/signup/terms`).set(as(token)).send({ accepted: true })).status).toBe(
      200,
    );
  });

  it('When an adult passes, then sign-up finishes; the badge comes once the first photo is approved as the verified face, and no face image stays', async () => {
    const ada = await signedUpMember(t, '08071230004');
    const [face] = await t.ctx.db
      .select()
      .from(memberVerifiedFaces)
      .where(eq(memberVerifiedFaces.memberId, ada.memberId));
    expect(face).toMatchObject({ status: 'verified', source: 'selfie', reverifyReason: null });
    expect(await me(ada)).toMatchObject({ verified: false, faceStatus: 'verified', reverification: null });
    await uploadPhoto(t, ada);
    expect(await me(ada)).toMatchObject({ verified: true, faceStatus: 'verified', onlyVerified: false });
    const [settled] = await t.ctx.db
      .select()
      .from(memberVerifiedFaces)
      .where(eq(memberVerifiedFaces.memberId, ada.memberId));
    expect(settled!.imageKey).toBeNull();
    expect(await verifiedFaceImage(t.ctx, ada.memberId)).toBeUndefined();
  });

  it('When the phone number changes, then the badge is off and a new face check is asked; a new pass after sign-up replaces the face and gives the badge back', async () => {
    const kemi = await signedUpMember(t, '08071230005');
    await uploadPhoto(t, kemi, '#884422');
    expect((await me(kemi)).verified).toBe(true);
    await request(t.app)
      .post(`${APP}/me/confirmations`)
      .set('Authorization', kemi.auth)
      .send({ action: 'change-phone', phone: '08071230095' })
      .expect(201);
    const code = (await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone: '08071230095' })).body.code;
    await request(t.app)
      .put(`${APP}/me/phone`)
      .set('Authorization', kemi.auth)
      .send({ phone: '08071230095', confirmationCode: code })
      .expect(200);
    expect(await me(kemi)).toMatchObject({
      verified: false,
      reverification: { reason: 'phone-change', message: expect.stringMatching(/phone number/) },
    });
    const before = (
      await t.ctx.db.select().from(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, kemi.memberId))
    )[0]!;
    const session = await request(t.app).post(`${APP}/me/liveness/sessions`).set('Authorization', kemi.auth);
    expect(session.status).toBe(201);
    expect((await selfie(kemi.accessToken, await sandboxJpeg())).status).toBe(200);
    await request(t.app)
      .post(`${APP}/me/liveness/sessions/${session.body.sessionId}/complete`)
      .set('Authorization', kemi.auth)
      .expect(200);
    await t.settled();
    const after = (
      await t.ctx.db.select().from(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, kemi.memberId))
    )[0]!;
    expect(after.reverifyReason).toBeNull();
    expect(after.createdAt.getTime()).toBeGreaterThanOrEqual(before.createdAt.getTime());
    expect(await me(kemi)).toMatchObject({ verified: true, reverification: null });
  });

  it('When staff act on a fake-photos report or a year passes, then the badge is off with the reason', async () => {
    const tolu = await signedUpMember(t, '08071230006');
    await uploadPhoto(t, tolu, '#225588');
    expect((await me(tolu)).verified).toBe(true);
    await requestReverification(t.ctx.db, tolu.memberId, 'fake-photos-report');
    expect(await me(tolu)).toMatchObject({ verified: false, reverification: { reason: 'fake-photos-report' } });

    const bisi = await signedUpMember(t, '08071230007');
    await uploadPhoto(t, bisi, '#558822');
    const longAgo = new Date(Date.now() - 13 * 30 * 24 * 60 * 60 * 1000);
    await t.ctx.db
      .update(memberVerifiedFaces)
      .set({ verifiedAt: longAgo })
      .where(eq(memberVerifiedFaces.memberId, bisi.memberId));
    expect(await me(bisi)).toMatchObject({ verified: false, reverification: { reason: 'yearly' } });
  });

  it('When a member asks for verified members only, then unverified members get 404 for their profile, like and messages and do not see them in discover, and they do not see the unverified either', async () => {
    const vera = await signedUpMember(t, '08071230008', { gender: 'Female' });
    await uploadPhoto(t, vera, '#aa3366');
    const una = await signedUpMember(t, '08071230009', { gender: 'Male' });
    const val = await signedUpMember(t, '08071230010', { gender: 'Male' });
    await uploadPhoto(t, val, '#33aa66');
    expect([(await me(vera)).verified, (await me(una)).verified, (await me(val)).verified]).toEqual([
      true,
      false,
      true,
    ]);
    const matchId = await matchUp(t, vera, una);
    expect((await send(t.app, una, matchId, 'Hello before')).status).toBe(201);

    const patched = await request(t.app)
      .patch(`${APP}/me`)
      .set('Authorization', vera.auth)
      .send({ onlyVerified: true });
    expect(patched.status).toBe(200);
    expect(patched.body.onlyVerified).toBe(true);
    expect(
      (await request(t.app).patch(`${APP}/me`).set('Authorization', vera.auth).send({ onlyVerified: 'yes' })).status,
    ).toBe(400);

    const ids = async (m: Member, query = '') =>
      (
        (await request(t.app).get(`${APP}/discover${query}`).set('Authorization', m.auth)).body.items as {
          _id: string;
        }[]
      ).map((card) => card._id);
    expect((await request(t.app).get(`${APP}/members/${vera.memberId}`).set('Authorization', una.auth)).status).toBe(
      404,
    );
    expect((await like(t, una, vera.memberId)).status).toBe(404);
    expect((await send(t.app, una, matchId, 'Hello after')).status).toBe(404);
    expect(await ids(una)).not.toContain(vera.memberId);
    expect(await ids(vera)).not.toContain(una.memberId);
    // A verified member still sees her and is seen by her.
    expect((await request(t.app).get(`${APP}/members/${vera.memberId}`).set('Authorization', val.auth)).status).toBe(
      200,
    );
    expect(await ids(val)).toContain(vera.memberId);

    await request(t.app).patch(`${APP}/me`).set('Authorization', vera.auth).send({ onlyVerified: false }).expect(200);
    expect((await request(t.app).get(`${APP}/members/${vera.memberId}`).set('Authorization', una.auth)).status).toBe(
      200,
    );
  });

  it('When discover is asked for verified=true, then it lists verified members only; a bad value is a 400', async () => {
    const viewer = await signedUpMember(t, '08071230011', { gender: 'Male', interestedIn: ['Female'] });
    const shown = await signedUpMember(t, '08071230012', { gender: 'Female' });
    await uploadPhoto(t, shown, '#6633aa');
    const plain = await signedUpMember(t, '08071230013', { gender: 'Female' });
    const page = async (query: string) =>
      (
        (await request(t.app).get(`${APP}/discover${query}`).set('Authorization', viewer.auth)).body.items as {
          _id: string;
        }[]
      ).map((card) => card._id);
    const all = await page('');
    expect(all).toEqual(expect.arrayContaining([shown.memberId, plain.memberId]));
    const verified = await page('?verified=true');
    expect(verified).toContain(shown.memberId);
    expect(verified).not.toContain(plain.memberId);
    const bad = await request(t.app).get(`${APP}/discover?verified=maybe`).set('Authorization', viewer.auth);
    expect([bad.status, bad.body.error]).toEqual([400, 'verified must be true or false']);
  });

  it('When an account is deleted, then its verified face and the face image kept for staff go with it', async () => {
    const token = await atFaceCheck('08071230014');
    await request(t.app).put(`${APP}/me/signup/biometric-consent`).set(as(token)).send({ accepted: true });
    const session = await request(t.app).post(`${APP}/me/liveness/sessions`).set(as(token));
    await selfie(token, await sandboxJpeg('underage'));
    await request(t.app).post(`${APP}/me/liveness/sessions/${session.body.sessionId}/complete`).set(as(token));
    const memberId = (await request(t.app).get(`${APP}/me`).set(as(token))).body._id as string;
    const [face] = await t.ctx.db.select().from(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, memberId));
    expect(await t.ctx.photos.get(face!.imageKey!)).toBeDefined();
    await deleteAccount(t, { accessToken: token, auth: `Bearer ${token}`, memberId, phone: '08071230014' } as Member);
    expect(await t.ctx.db.select().from(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, memberId))).toEqual(
      [],
    );
    expect(await t.ctx.photos.get(face!.imageKey!)).toBeUndefined();
  });
});
