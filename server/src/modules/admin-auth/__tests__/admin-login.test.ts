import request from 'supertest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { admins, auditLog } from '../../../db/schema';
import { verifyAdminToken } from '../../../lib/tokens';
import { DEMO_ADMIN } from '../../../db/seed/demo-catalogue';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, DEMO_LOGIN } from '../../admin/__tests__/admin-kit';

const login = (t: TestApp, body: object) => request(t.app).post('/api/v1/admin/adminlogin').send(body);

describe('POST /api/v1/admin/adminlogin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When email, password and access code match, then the admin and a 12-hour token are answered and the login is recorded', async () => {
    const res = await login(t, { ...DEMO_LOGIN, email: '  Admin@Example.com ' });
    expect(res.status).toBe(200);
    expect(res.body.admin).toEqual({ _id: expect.any(String), email: DEMO_ADMIN.email, fullname: DEMO_ADMIN.fullname, role: DEMO_ADMIN.role });
    expect(res.body.adminId).toBe(res.body.admin._id);
    const claims = verifyAdminToken(res.body.token, t.ctx.config.jwtSecret) as unknown as { sub: string; exp: number; iat: number };
    expect(claims.sub).toBe(res.body.adminId);
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
    const [row] = await t.ctx.db.select().from(admins).where(eq(admins.id, res.body.adminId));
    expect(row.lastLoginAt).not.toBeNull();
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.adminId, res.body.adminId));
    expect(entries.map((e) => e.action)).toContain('admin.login');
  });

  it('When the access code is sent as a number, then it is read as text', async () => {
    expect((await login(t, { ...DEMO_LOGIN, passcode: 246810 })).status).toBe(200);
  });

  it.each(['email', 'password', 'passcode'])('When %s is missing, then 400 Please fill in all details', async (field) => {
    const res = await login(t, { ...DEMO_LOGIN, [field]: '' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.fillInAllDetails);
    const absent = await login(t, Object.fromEntries(Object.entries(DEMO_LOGIN).filter(([key]) => key !== field)));
    expect(absent.body.error).toBe(MESSAGES.fillInAllDetails);
  });

  it('When the email does not look like an address, then 400 Invalid email address', async () => {
    const res = await login(t, { ...DEMO_LOGIN, email: 'admin-at-example' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.invalidEmailAddress);
  });

  it('When any part is wrong, the email is unknown or the admin is disabled, then the same 401 Invalid login details', async () => {
    const disabled = await createAdminSession(t, 'Admin', { disabled: true, password: 'Password!2026', accessCode: '135790' });
    const cases = [
      { email: 'admin2@example.com', password: DEMO_LOGIN.password, passcode: DEMO_LOGIN.passcode },
      { email: 'admin3@example.com', password: 'nope', passcode: '000000' },
      { email: disabled.email, password: 'Password!2026', passcode: '135790' },
    ];
    const answers = [
      await login(t, { ...DEMO_LOGIN, password: 'DemoAdmin!2025' }),
      await login(t, { ...DEMO_LOGIN, passcode: '246811' }),
      ...(await Promise.all(cases.map((body) => login(t, body)))),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: MESSAGES.invalidLogin });
    }
  });

  it('When an account fails 5 times in 15 minutes, then the 6th try is 429 even with the right details, and other accounts are unaffected', async () => {
    const locked = await createAdminSession(t, 'Support', { password: 'Password!2026', accessCode: '135790' });
    const other = await createAdminSession(t, 'Support', { password: 'Password!2026', accessCode: '135790' });
    const right = { email: locked.email, password: 'Password!2026', passcode: '135790' };
    // A success does not count towards the limit.
    expect((await login(t, right)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(t, { ...right, passcode: `99999${i}` })).status).toBe(401);
    const blocked = await login(t, { ...right, email: right.email.toUpperCase() });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(MESSAGES.tooManyAttempts);
    expect((await login(t, { email: other.email, password: 'Password!2026', passcode: '135790' })).status).toBe(200);
  });
});
