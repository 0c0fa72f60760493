import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';
import { livenessApi } from './liveness-kit';
import { livenessChecks } from '../../../db/schema';

const APP = '/api/v1/app';

describe('Liveness at sign-up', () => {
  let t: TestApp;
  let now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: () => now });
  });
  afterAll(() => t.close());

  const { consent, start, selfie, complete, signupStatus } = livenessApi(() => t);

  it('When the provider reports a pass, then the server records it with its numbers and the member is verified', async () => {
    const { accessToken } = await signInMember(t.app, '08021110001');
    await consent(accessToken);
    const session = await start(accessToken);
    expect(session.status).toBe(201);
    expect(session.body).toEqual({
      sessionId: expect.any(String),
      provider: 'sandbox',
      expiresAt: '2026-11-24T10:10:00.000Z',
    });
    expect((await selfie(accessToken)).status).toBe(200);
    const result = await complete(accessToken, session.body.sessionId);
    expect(result.body).toEqual({
      status: 'passed',
      livenessVerified: true,
      confidence: expect.closeTo(0.99, 5),
      threshold: expect.closeTo(0.9, 5),
      failureReason: null,
    });
    const [row] = await t.ctx.db
      .select()
      .from(livenessChecks)
      .where(eq(livenessChecks.providerSessionId, session.body.sessionId));
    expect(row).toMatchObject({ provider: 'sandbox', status: 'passed', completedAt: now });
    expect((await signupStatus(accessToken)).livenessVerified).toBe(true);
  });

  it('When the provider reports a failure or a low confidence, then it is recorded with its reason and the member stays unverified', async () => {
    const { accessToken } = await signInMember(t.app, '08021110002');
    await consent(accessToken);
    for (const [decision, reason] of [
      [{ status: 'failed', confidence: 0.95 }, 'No live face was detected'],
      [{ status: 'passed', confidence: 0.5 }, 'Confidence below the threshold'],
    ] as const) {
      const session = await start(accessToken);
      expect(
        (await request(t.app).post(`${APP}/sandbox/liveness/${session.body.sessionId}`).send(decision)).status,
      ).toBe(200);
      await selfie(accessToken);
      const result = await complete(accessToken, session.body.sessionId);
      expect(result.body).toMatchObject({ status: 'failed', livenessVerified: false, failureReason: reason });
    }
    expect((await signupStatus(accessToken)).livenessVerified).toBe(false);
  });

  it('When a member completes another member’s session or an expired one, then it does not verify them', async () => {
    const owner = await signInMember(t.app, '08021110003');
    const stranger = await signInMember(t.app, '08021110004');
    await consent(owner.accessToken);
    const session = await start(owner.accessToken);
    await selfie(owner.accessToken);
    const theft = await complete(stranger.accessToken, session.body.sessionId);
    expect(theft.status).toBe(404);
    expect((await signupStatus(stranger.accessToken)).livenessVerified).toBe(false);
    now = new Date(now.getTime() + 11 * 60 * 1000);
    const late = await complete(owner.accessToken, session.body.sessionId);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This verification session has expired. Start a new one');
    expect((await signupStatus(owner.accessToken)).livenessVerified).toBe(false);
  });

  it('When the sandbox is asked about an unknown session or with a bad status, then it refuses', async () => {
    expect((await request(t.app).post(`${APP}/sandbox/liveness/not-a-session`).send({})).status).toBe(404);
    expect((await request(t.app).post(`${APP}/sandbox/liveness/x`).send({ status: 'maybe' })).status).toBe(400);
  });
});
