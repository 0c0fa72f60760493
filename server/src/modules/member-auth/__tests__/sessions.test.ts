import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';
import { members, memberSessions } from '../../../db/schema';
import { signPaymentToken } from '../../../lib/tokens';

const APP = '/api/v1/app';
const realNow = Date.now.bind(Date);
const adminLogin = { email: 'admin@example.com', password: 'DemoAdmin!2026', passcode: '246810' };

describe('Member sessions', () => {
  let t: TestApp;
  let now = new Date('2026-11-24T10:00:00Z');
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    adminToken = (await request(t.app).post('/api/v1/admin/adminlogin').send(adminLogin)).body.token;
  });
  afterAll(() => t.close());

  const me = (token: string) => request(t.app).get(`${APP}/me`).set('Authorization', `Bearer ${token}`);
  const refresh = (refreshToken: string) => request(t.app).post(`${APP}/auth/refresh`).send({ refreshToken });

  it('When a refresh token is used, then it is rotated and the new pair works; the old one is refused', async () => {
    const signedIn = await signInMember(t.app, '08071110001');
    const rotated = await refresh(signedIn.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refreshToken).not.toBe(signedIn.refreshToken);
    expect((await me(rotated.body.accessToken)).status).toBe(200);
    const next = await refresh(rotated.body.refreshToken);
    expect(next.status).toBe(200);
  });

  it('When a rotated refresh token is presented again, then the whole session ends, live access token included', async () => {
    const signedIn = await signInMember(t.app, '08071110002');
    const rotated = await refresh(signedIn.refreshToken);
    const reuse = await refresh(signedIn.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ error: 'Session Expired' });
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    expect((await me(rotated.body.accessToken)).status).toBe(401);
    const [row] = await t.ctx.db.select().from(memberSessions).where(eq(memberSessions.id, signedIn.sessionId));
    expect(row!.revokedReason).toBe('refresh-token-reuse');
  });

  it('When the control centre blocks a member, then their live access token is refused on the next call and stays refused after an unblock', async () => {
    const phone = '08071110003';
    const signedIn = await signInMember(t.app, phone);
    const other = await signInMember(t.app, '08071110004');
    expect((await me(signedIn.accessToken)).status).toBe(200);
    const block = await request(t.app)
      .patch('/api/v1/admin/blockUser')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ userId: signedIn.memberId });
    expect(block.status).toBe(200);
    const refused = await me(signedIn.accessToken);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'Session Expired' });
    expect((await me(other.accessToken)).status).toBe(200);
    await request(t.app)
      .patch('/api/v1/admin/blockUser')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ userId: signedIn.memberId });
    expect((await me(signedIn.accessToken)).status).toBe(401);
    expect((await refresh(signedIn.refreshToken)).status).toBe(401);
  });

  it('When an admin or payment token calls a member route, or a member token an admin route, then 401', async () => {
    const signedIn = await signInMember(t.app, '08071110005');
    const admin = await me(adminToken);
    expect(admin.status).toBe(401);
    expect(admin.body).toEqual({ error: 'Session Expired' });
    expect((await me(signPaymentToken(signedIn.memberId, t.ctx.config.jwtSecret))).status).toBe(401);
    const memberOnAdmin = await request(t.app)
      .get('/api/v1/admin/getnextuserset?offset=0')
      .set('Authorization', `Bearer ${signedIn.accessToken}`);
    expect(memberOnAdmin.status).toBe(401);
    const missing = await request(t.app).get(`${APP}/me`);
    expect(missing.body).toEqual({ error: 'Authorization token required' });
  });

  it('When a member logs out, then that session ends and another device stays signed in', async () => {
    const phone = '08071110006';
    const phoneA = await signInMember(t.app, phone, { deviceId: 'a', platform: 'ios' });
    // Past the per-phone resend cooldown (the rate limiter keeps real time).
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    const phoneB = await signInMember(t.app, phone, { deviceId: 'b', platform: 'android' });
    jest.restoreAllMocks();
    expect(
      (await request(t.app).post(`${APP}/auth/logout`).set('Authorization', `Bearer ${phoneA.accessToken}`)).status,
    ).toBe(200);
    expect((await me(phoneA.accessToken)).status).toBe(401);
    expect((await refresh(phoneA.refreshToken)).status).toBe(401);
    expect((await me(phoneB.accessToken)).status).toBe(200);
  });

  it('When 15 minutes pass, then the access token is refused and a refresh gives a working one', async () => {
    const signedIn = await signInMember(t.app, '08071110008');
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 15 * 60 * 1000 + 1000);
    try {
      const expired = await me(signedIn.accessToken);
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ error: 'Session Expired' });
      const renewed = await refresh(signedIn.refreshToken);
      expect((await me(renewed.body.accessToken)).status).toBe(200);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('When a member calls often, then lastSeen moves at most once a minute', async () => {
    const signedIn = await signInMember(t.app, '08071110007');
    const lastSeen = async () => {
      await t.ctx.lastSeen.flush();
      return (
        await t.ctx.db.select({ at: members.lastSeenAt }).from(members).where(eq(members.id, signedIn.memberId))
      )[0]!.at;
    };
    await me(signedIn.accessToken);
    expect(await lastSeen()).toEqual(now);
    const first = now;
    now = new Date(first.getTime() + 30_000);
    await me(signedIn.accessToken);
    expect(await lastSeen()).toEqual(first);
    now = new Date(first.getTime() + 61_000);
    await me(signedIn.accessToken);
    expect(await lastSeen()).toEqual(now);
  });
});
