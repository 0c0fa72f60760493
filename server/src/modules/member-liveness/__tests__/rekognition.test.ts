import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';
import { livenessApi } from './liveness-kit';
import { startRekognitionStandIn, type RekognitionStandIn } from '../../../test-support/rekognition-stand-in';
import { livenessChecks, memberVerifiedFaces } from '../../../db/schema';
import { sandboxJpeg } from '../../../test-support/images';
import { loadConfig } from '../../../config/env';
import { startServer, type RunningServer } from '../../../server';
import { openTestDatabase } from '../../../test-support/test-database';
import { PRODUCTION_PROVIDERS } from '../../../test-support/production-env';
import { createLogger } from '../../../lib/logger';

const APP = '/api/v1/app';

describe('Liveness through AWS Rekognition Face Liveness', () => {
  let t: TestApp;
  let rekognition: RekognitionStandIn;
  const now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    rekognition = await startRekognitionStandIn();
    t = await createTestApp({
      seed: false,
      now: () => now,
      env: {
        LIVENESS_PROVIDER: 'rekognition',
        LIVENESS_AWS_REGION: 'eu-west-1',
        LIVENESS_ENDPOINT: rekognition.url,
        LIVENESS_AWS_ACCESS_KEY_ID: 'AKIDSTANDIN',
        LIVENESS_AWS_SECRET_ACCESS_KEY: 'stand-in-secret',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rekognition.close();
  });

  const { consent, start, selfie, complete, signupStatus } = livenessApi(() => t);
  const checkOf = async (sessionId: string) =>
    (await t.ctx.db.select().from(livenessChecks).where(eq(livenessChecks.providerSessionId, sessionId)))[0];

  it('When a member starts a check, then the session is created at Rekognition, signed with the configured keys, and expires in 3 minutes', async () => {
    const { accessToken } = await signInMember(t.app, '08021120001');
    await consent(accessToken);
    const session = await start(accessToken);
    expect(session.status).toBe(201);
    expect(session.body).toEqual({
      sessionId: expect.any(String),
      provider: 'rekognition',
      expiresAt: '2026-11-24T10:03:00.000Z',
    });
    expect(rekognition.calls.at(-1)).toMatchObject({
      operation: 'CreateFaceLivenessSession',
      accessKeyId: 'AKIDSTANDIN',
    });
    expect(await checkOf(session.body.sessionId)).toMatchObject({ provider: 'rekognition', status: 'pending' });
    expect((await request(t.app).post(`${APP}/sandbox/liveness/${session.body.sessionId}`).send({})).status).toBe(404);
  });

  it('When Rekognition reports SUCCEEDED with confidence 97, then the server fetches it, records it and the member is verified', async () => {
    const { accessToken } = await signInMember(t.app, '08021120002');
    await consent(accessToken);
    const session = await start(accessToken);
    const reference = await sandboxJpeg();
    rekognition.finish(session.body.sessionId, {
      Status: 'SUCCEEDED',
      Confidence: 97,
      ReferenceImage: { Bytes: reference.toString('base64') },
    });
    const result = await complete(accessToken, session.body.sessionId);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      status: 'passed',
      livenessVerified: true,
      confidence: expect.closeTo(0.97, 5),
      threshold: expect.closeTo(0.9, 5),
      failureReason: null,
    });
    expect(rekognition.calls.at(-1)).toMatchObject({
      operation: 'GetFaceLivenessSessionResults',
      body: { SessionId: session.body.sessionId },
    });
    expect(await checkOf(session.body.sessionId)).toMatchObject({ status: 'passed', completedAt: now });
    expect((await signupStatus(accessToken)).livenessVerified).toBe(true);
    // The verified face is the session's reference image (decision 0148): no selfie with Rekognition.
    const [face] = await t.ctx.db.select().from(memberVerifiedFaces);
    expect(face).toMatchObject({ source: 'liveness', status: 'verified', verifiedAt: now });
    expect((await selfie(accessToken)).status).toBe(409);
  });

  it('When Rekognition passes a session but its reference image shows no face, then the check is recorded as failed with the reason', async () => {
    const { accessToken } = await signInMember(t.app, '08021120006');
    await consent(accessToken);
    const session = await start(accessToken);
    rekognition.finish(session.body.sessionId, {
      Status: 'SUCCEEDED',
      Confidence: 99,
      ReferenceImage: { Bytes: (await sandboxJpeg('no-face')).toString('base64') },
    });
    const result = await complete(accessToken, session.body.sessionId);
    expect(result.body).toMatchObject({ status: 'failed', livenessVerified: false, failureReason: expect.any(String) });
    expect((await signupStatus(accessToken)).next).not.toBe('terms');
  });

  it('When Rekognition reports FAILED, a low confidence or EXPIRED, then the reason is recorded and the member stays unverified', async () => {
    const { accessToken } = await signInMember(t.app, '08021120003');
    await consent(accessToken);
    const outcomes = [
      [{ Status: 'FAILED', Confidence: 12 }, 'The face check could not be completed'],
      [{ Status: 'SUCCEEDED', Confidence: 60 }, 'Confidence below the threshold'],
      [{ Status: 'EXPIRED' }, 'Session expired'],
    ] as const;
    for (const [result, reason] of outcomes) {
      const session = await start(accessToken);
      rekognition.finish(session.body.sessionId, result);
      const completed = await complete(accessToken, session.body.sessionId);
      expect(completed.status).toBe(200);
      expect(completed.body).toMatchObject({ status: 'failed', livenessVerified: false, failureReason: reason });
      expect(await checkOf(session.body.sessionId)).toMatchObject({ status: 'failed', failureReason: reason });
    }
    expect((await signupStatus(accessToken)).livenessVerified).toBe(false);
  });

  it('When the app completes before the video is analysed, then it is told to wait and nothing is recorded', async () => {
    const { accessToken } = await signInMember(t.app, '08021120004');
    await consent(accessToken);
    const session = await start(accessToken);
    rekognition.finish(session.body.sessionId, { Status: 'IN_PROGRESS' });
    const early = await complete(accessToken, session.body.sessionId);
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ error: expect.any(String) });
    expect(await checkOf(session.body.sessionId)).toMatchObject({ status: 'pending', completedAt: null });
  });

  // Last: it stops the stand-in.
  it('When Rekognition cannot be reached, then starting and completing answer 502 with an error and nothing is recorded as passed', async () => {
    const { accessToken } = await signInMember(t.app, '08021120005');
    await consent(accessToken);
    const session = await start(accessToken);
    rekognition.finish(session.body.sessionId, { Status: 'SUCCEEDED', Confidence: 99 });
    await rekognition.close();
    const completed = await complete(accessToken, session.body.sessionId);
    expect(completed.status).toBe(502);
    expect(completed.body).toEqual({ error: 'Face verification is unavailable right now, please try again' });
    expect(await checkOf(session.body.sessionId)).toMatchObject({ status: 'pending' });
    const started = await start(accessToken);
    expect(started.status).toBe(502);
    expect(started.body).toEqual({ error: 'Face verification is unavailable right now, please try again' });
    expect((await signupStatus(accessToken)).livenessVerified).toBe(false);
  });
});

describe('A production start with Rekognition', () => {
  let rekognition: RekognitionStandIn;
  let running: RunningServer;
  beforeAll(async () => {
    rekognition = await startRekognitionStandIn();
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      JWT_SECRET: 'Kq3v9Zt2Lw8Rb5Nx1Hc7Mf4Pj6Ds0Ya-Ge',
      PAYSTACK_SECRET_KEY: 'sk_live_unused',
      DATABASE_URL: 'postgres://unused/blynd',
      PUBLIC_URL: 'https://blynd.example',
      ADMIN_PASSWORD: 'Owner-Only-Pass-1',
      ADMIN_ACCESS_CODE: '97531',
      SMS_PROVIDER: 'termii',
      SMS_API_KEY: 'unused',
      SMS_SENDER_ID: 'Blynd',
      SMS_TEST_NUMBERS: '2348021120099:424242',
      LIVENESS_PROVIDER: 'rekognition',
      AWS_REGION: 'eu-west-1',
      CHILD_SAFETY_CONTACT: 'Child Safety Lead <childsafety@blynd.example>',
      CONTACT_HASH_KEY: PRODUCTION_PROVIDERS.CONTACT_HASH_KEY,
      VAPID_PUBLIC_KEY: PRODUCTION_PROVIDERS.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PRODUCTION_PROVIDERS.VAPID_PRIVATE_KEY,
      LIVENESS_ENDPOINT: rekognition.url,
      LIVENESS_AWS_ACCESS_KEY_ID: 'AKIDPRODUCTION',
      LIVENESS_AWS_SECRET_ACCESS_KEY: 'stand-in-secret',
    });
    running = await startServer(config, { database: await openTestDatabase(), logger: createLogger('silent') });
  });
  afterAll(async () => {
    await running?.close();
    await rekognition?.close();
  });

  it('When production runs with LIVENESS_PROVIDER=rekognition, then it serves and a member’s check starts at Rekognition, with no sandbox route', async () => {
    const requested = await request(running.url).post(`${APP}/auth/otp/request`).send({ phone: '08021120099' });
    expect(requested.status).toBe(200);
    const verified = await request(running.url)
      .post(`${APP}/auth/otp/verify`)
      .send({ challengeId: requested.body.challengeId, code: '424242' });
    expect(verified.status).toBe(200);
    await request(running.url)
      .put(`${APP}/me/signup/biometric-consent`)
      .set('Authorization', `Bearer ${verified.body.accessToken}`)
      .send({ accepted: true })
      .expect(200);
    const session = await request(running.url)
      .post(`${APP}/me/liveness/sessions`)
      .set('Authorization', `Bearer ${verified.body.accessToken}`);
    expect(session.status).toBe(201);
    expect(session.body.provider).toBe('rekognition');
    expect(rekognition.calls.at(-1)).toMatchObject({
      operation: 'CreateFaceLivenessSession',
      accessKeyId: 'AKIDPRODUCTION',
    });
    expect((await request(running.url).post(`${APP}/sandbox/liveness/${session.body.sessionId}`).send({})).status).toBe(
      404,
    );
  });
});
