import request from 'supertest';
import express from 'express';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { finishSignup, signInMember } from '../../../test-support/member-session';
import { sandboxJpeg } from '../../../test-support/images';
import { errorHandler } from '../../../middleware/error-handler';
import { requireCompletedSignup, requireMember } from '../../../middleware/require-member';

const APP = '/api/v1/app';
const adminLogin = { email: 'admin@example.com', password: 'DemoAdmin!2026', passcode: '246810' };

describe('Sign-up steps', () => {
  let t: TestApp;
  let now = new Date('2026-11-24T10:00:00Z');
  let adminAuth: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    const login = await request(t.app).post('/api/v1/admin/adminlogin').send(adminLogin);
    adminAuth = `Bearer ${login.body.token}`;
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('When a new member walks every step over HTTP, then each answer names the next screen and the last reaches 11', async () => {
    const { accessToken } = await signInMember(t.app, '08061110001');
    const step = async (method: 'put' | 'patch' | 'post', path: string, body?: object) =>
      request(t.app)[method](`${APP}${path}`).set(as(accessToken)).send(body);

    expect((await request(t.app).get(`${APP}/me/signup`).set(as(accessToken))).body).toEqual({
      authStep: 1,
      next: 'name',
      livenessVerified: false,
    });
    expect((await step('put', '/me/signup/name', { firstName: 'Ngozi', lastName: 'Obi' })).body).toEqual({
      authStep: 2,
      next: 'birthday',
      livenessVerified: false,
    });
    expect((await step('put', '/me/signup/birthday', { dob: '1996-03-02' })).body).toEqual({
      authStep: 4,
      next: 'gender',
      livenessVerified: false,
    });
    expect((await step('put', '/me/signup/gender', { gender: 'Female', interestedIn: ['Male'] })).body).toEqual({
      authStep: 10,
      next: 'profile',
      livenessVerified: false,
    });
    const early = await step('put', '/me/signup/terms', { accepted: true });
    expect(early.status).toBe(409);
    const profile = await step('patch', '/me', {
      bio: 'Jazz and jollof.',
      interests: ['Jazz', 'Cooking', 'Travel'],
      state: 'Lagos',
      income: 800_000,
      avatar: '/media/avatars/7.svg',
    });
    expect(profile.body).toMatchObject({
      earningStatus: 'Citizen',
      gender: 'Female',
      interestedIn: ['Male'],
      firstName: 'Ngozi',
    });
    expect((await request(t.app).get(`${APP}/me/signup`).set(as(accessToken))).body.next).toBe('biometric-consent');
    const noConsent = await step('put', '/me/signup/terms', { accepted: true });
    expect(noConsent.body.error).toBe('Agree to the face check first');
    expect((await step('put', '/me/signup/biometric-consent', { accepted: true })).body).toMatchObject({
      authStep: 10,
      next: 'liveness',
      livenessVerified: false,
    });
    const noLiveness = await step('put', '/me/signup/terms', { accepted: true });
    expect(noLiveness.body.error).toBe('Complete the face verification first');
    const session = await step('post', '/me/liveness/sessions');
    const selfie = await request(t.app)
      .post(`${APP}/me/liveness/selfie`)
      .set(as(accessToken))
      .attach('photo', await sandboxJpeg(), 'selfie.jpg');
    expect(selfie.body).toEqual({ sessionId: session.body.sessionId, verdict: 'adult' });
    expect((await step('post', `/me/liveness/sessions/${session.body.sessionId}/complete`)).body).toMatchObject({
      status: 'passed',
      livenessVerified: true,
    });
    expect((await step('put', '/me/signup/terms', { accepted: true })).body).toEqual({
      authStep: 11,
      next: null,
      livenessVerified: true,
    });
    const me = await request(t.app).get(`${APP}/me`).set(as(accessToken));
    expect(me.body).toMatchObject({ completedSignup: true, authStep: 11, age: 30, dob: '1996-03-02' });
  });

  it('When someone is 18 tomorrow in Lagos, then the birthday is refused with the product name and nothing is saved', async () => {
    // 23:30 UTC on 24 November is already 25 November in Lagos (UTC+1).
    now = new Date('2026-11-24T23:30:00Z');
    const { accessToken } = await signInMember(t.app, '08061110002');
    await request(t.app).put(`${APP}/me/signup/name`).set(as(accessToken)).send({ firstName: 'Tobi' });
    const tooYoung = await request(t.app)
      .put(`${APP}/me/signup/birthday`)
      .set(as(accessToken))
      .send({ dob: '2008-11-26' });
    expect(tooYoung.status).toBe(400);
    expect(tooYoung.body).toEqual({ error: 'You must be 18 or older to use Blynd' });
    expect((await request(t.app).get(`${APP}/me`).set(as(accessToken))).body.dob).toBeNull();
    const eighteenInLagos = await request(t.app)
      .put(`${APP}/me/signup/birthday`)
      .set(as(accessToken))
      .send({ dob: '2008-11-25' });
    expect(eighteenInLagos.status).toBe(200);
    const again = await request(t.app)
      .put(`${APP}/me/signup/birthday`)
      .set(as(accessToken))
      .send({ dob: '1990-01-01' });
    expect(again.status).toBe(409);
    now = new Date('2026-11-24T10:00:00Z');
  });

  it('When an admin sets a finished member back to level 2, then the app shows the birthday step, gated routes answer 403 until 11 again', async () => {
    const { accessToken, memberId } = await signInMember(t.app, '08061110003');
    await finishSignup(t.app, accessToken);
    const gated = express()
      .get('/gated', requireMember(t.ctx), requireCompletedSignup, (_req, res) => void res.json({ ok: true }))
      .use(errorHandler);
    expect((await request(gated).get('/gated').set(as(accessToken))).status).toBe(200);

    const auth = await request(t.app)
      .get(`/api/v1/admin/getsingleAuth/${(await request(t.app).get(`${APP}/me`).set(as(accessToken))).body.phone}`)
      .set('Authorization', adminAuth);
    const edit = await request(t.app)
      .put('/api/v1/admin/editAuth')
      .set('Authorization', adminAuth)
      .send({ authId: auth.body.auth._id, step: 2 });
    expect(edit.status).toBe(200);

    expect((await request(t.app).get(`${APP}/me/signup`).set(as(accessToken))).body).toEqual({
      authStep: 2,
      next: 'birthday',
      livenessVerified: true,
    });
    const refused = await request(gated).get('/gated').set(as(accessToken));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'Finish signing up first', authStep: 2 });
    expect(
      (await request(t.app).put(`${APP}/me/signup/birthday`).set(as(accessToken)).send({ dob: '1994-02-03' })).body
        .authStep,
    ).toBe(4);
    await request(t.app)
      .put(`${APP}/me/signup/gender`)
      .set(as(accessToken))
      .send({ gender: 'Male', interestedIn: ['Female', 'Non-Binary'] });
    expect(
      (await request(t.app).put(`${APP}/me/signup/terms`).set(as(accessToken)).send({ accepted: true })).body.authStep,
    ).toBe(11);
    expect((await request(gated).get('/gated').set(as(accessToken))).status).toBe(200);
    expect(memberId).toBeTruthy();
  });

  it('When a step is skipped or its answer is bad, then it is refused and the level stays', async () => {
    const { accessToken } = await signInMember(t.app, '08061110004');
    const skip = await request(t.app)
      .put(`${APP}/me/signup/gender`)
      .set(as(accessToken))
      .send({ gender: 'Male', interestedIn: ['Female'] });
    expect(skip.status).toBe(409);
    expect(skip.body).toEqual({ error: 'Finish the earlier sign-up steps first', authStep: 1 });
    const badGender = await request(t.app)
      .put(`${APP}/me/signup/gender`)
      .set(as(accessToken))
      .send({ gender: 'male', interestedIn: [] });
    expect(badGender.status).toBe(400);
    const noTerms = await request(t.app).put(`${APP}/me/signup/terms`).set(as(accessToken)).send({ accepted: false });
    expect(noTerms.body).toMatchObject({ error: 'Accept the terms to continue' });
    expect((await request(t.app).get(`${APP}/me/signup`).set(as(accessToken))).body.authStep).toBe(1);
  });
});
