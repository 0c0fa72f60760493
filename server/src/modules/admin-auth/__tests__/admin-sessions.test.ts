import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { MESSAGES } from '@blynd/shared';
import { verifyAdminToken } from '../../../lib/tokens';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, DEMO_LOGIN } from '../../admin/__tests__/admin-kit';

const HOUR = 60 * 60 * 1000;

describe('Admin sessions: short access tokens, rotating refresh tokens, server-side logout', () => {
  let t: TestApp;
  let clock = Date.now();
  const api = () => request(t.app);
  const signIn = async (body: object = DEMO_LOGIN) => {
    const res = await api().post('/api/v1/admin/adminlogin').send(body);
    expect(res.status).toBe(200);
    return res.body as { adminId: string; token: string; refreshToken: string; expiresAt: string };
  };
  const dashboard = (session: { adminId: string; token: string }) =>
    api().get(`/api/v1/admin/${session.adminId}`).set('Authorization', `Bearer ${session.token}`);
  const refresh = (refreshToken: unknown) => api().post('/api/v1/admin/refresh').send({ refreshToken });

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(clock) });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = Date.now();
  });

  it('When an admin signs in, then the access token lives 15 minutes, names its session, and expiresAt says when it ends', async () => {
    const session = await signIn();
    const claims = verifyAdminToken(session.token, t.ctx.config.jwtSecret)!;
    expect((claims as unknown as { exp: number; iat: number }).exp - (claims as unknown as { iat: number }).iat).toBe(
      15 * 60,
    );
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(new Date(session.expiresAt).getTime() - (clock + 15 * 60 * 1000))).toBeLessThan(2000);
    expect(session.refreshToken).toEqual(expect.any(String));
    expect((await dashboard(session)).status).toBe(200);
  });

  it('When the refresh token is used, then a new access and refresh token come back and the old refresh token stops working', async () => {
    const first = await signIn();
    const renewed = await refresh(first.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(renewed.body.refreshToken).not.toBe(first.refreshToken);
    expect((await dashboard({ adminId: first.adminId, token: renewed.body.token })).status).toBe(200);
    const next = await refresh(renewed.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await dashboard({ adminId: first.adminId, token: next.body.token })).status).toBe(200);
  });

  it('When a rotated refresh token is used again, then 401 Session Expired and the whole session ends', async () => {
    const first = await signIn();
    const renewed = await refresh(first.refreshToken);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ error: MESSAGES.sessionExpired });
    expect((await dashboard({ adminId: first.adminId, token: renewed.body.token })).body).toEqual({
      error: MESSAGES.sessionExpired,
    });
    expect((await refresh(renewed.body.refreshToken)).status).toBe(401);
  });

  it('When an admin logs out, then its access token answers 401 Session Expired at once and its refresh token is dead; other sessions go on', async () => {
    const session = await signIn();
    const other = await signIn();
    const out = await api().post('/api/v1/admin/logout').set('Authorization', `Bearer ${session.token}`);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: expect.any(String) });
    const after = await dashboard(session);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: MESSAGES.sessionExpired });
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await dashboard(other)).status).toBe(200);
    const audited = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.logout'), eq(auditLog.adminId, session.adminId)));
    expect(audited).toHaveLength(1);
  });

  it('When 12 hours have passed since sign-in, then refresh answers 401 however often it was used, and no token outlives the session', async () => {
    const session = await signIn();
    clock += 12 * HOUR - 5 * 60 * 1000;
    const late = await refresh(session.refreshToken);
    expect(late.status).toBe(200);
    // Five minutes of session left: the access token gets five minutes, not fifteen.
    expect(new Date(late.body.expiresAt).getTime() - clock).toBeLessThanOrEqual(5 * 60 * 1000);
    clock += 5 * 60 * 1000 + 1000;
    const expired = await refresh(late.body.refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: MESSAGES.sessionExpired });
  });

  it('When an admin is disabled, then its refresh token is refused too', async () => {
    const owner = await signIn();
    const staff = await createAdminSession(t, 'Admin', { password: 'Password!2026', accessCode: '135790' });
    const session = await signIn({ email: staff.email, password: 'Password!2026', passcode: '135790' });
    const disabled = await api()
      .patch(`/api/v1/admin/staff/${staff.id}`)
      .set('Authorization', `Bearer ${owner.token}`)
      .send({ disabled: true });
    expect(disabled.status).toBe(200);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await dashboard(session)).status).toBe(401);
  });

  it('When the refresh token is missing, then 400; when it is made up, then 401 Session Expired', async () => {
    expect((await api().post('/api/v1/admin/refresh').send({})).status).toBe(400);
    for (const token of ['garbage', '00000000-0000-4000-8000-000000000000.abc', 'a.b.c']) {
      const res = await refresh(token);
      expect({ token, status: res.status, body: res.body }).toEqual({
        token,
        status: 401,
        body: { error: MESSAGES.sessionExpired },
      });
    }
  });
});
