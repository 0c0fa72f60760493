import bcrypt from 'bcryptjs';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { admins, auditLog } from '../../../db/schema';
import { verifyAdminToken } from '../../../lib/tokens';
import { DEMO_ADMIN } from '../../../db/seed/demo-catalogue';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, DEMO_LOGIN } from '../../admin/__tests__/admin-kit';
import { BCRYPT_ROUNDS } from '../../../lib/password-hash';
import { DECOY_HASH } from '../admin-auth.service';

const login = (t: TestApp, body: object) => request(t.app).post('/api/v1/admin/adminlogin').send(body);

describe('POST /api/v1/admin/adminlogin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('The decoy an unknown email is compared against costs what a real password costs', () => {
    expect(bcrypt.getRounds(DECOY_HASH)).toBe(BCRYPT_ROUNDS);
  });

  it('When email, password and access code match, then the admin and a 15-minute token are answered and the login is recorded', async () => {
    const res = await login(t, { ...DEMO_LOGIN, email: '  Admin@Example.com ' });
    expect(res.status).toBe(200);
    expect(res.body.admin).toEqual({
      _id: expect.any(String),
      email: DEMO_ADMIN.email,
      fullname: DEMO_ADMIN.fullname,
      role: DEMO_ADMIN.role,
    });
    expect(res.body.adminId).toBe(res.body.admin._id);
    const claims = verifyAdminToken(res.body.token, t.ctx.config.jwtSecret) as unknown as {
      sub: string;
      exp: number;
      iat: number;
    };
    expect(claims.sub).toBe(res.body.adminId);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const [row] = await t.ctx.db.select().from(admins).where(eq(admins.id, res.body.adminId));
    expect(row.lastLoginAt).not.toBeNull();
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.adminId, res.body.adminId));
    expect(entries.map((e) => e.action)).toContain('admin.login');
  });

  it('When the access code is sent as a number, then it is read as text', async () => {
    expect((await login(t, { ...DEMO_LOGIN, passcode: 246810 })).status).toBe(200);
  });

  it.each(['email', 'password', 'passcode'])(
    'When %s is missing, then 400 Please fill in all details',
    async (field) => {
      const res = await login(t, { ...DEMO_LOGIN, [field]: '' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.fillInAllDetails);
      const absent = await login(t, Object.fromEntries(Object.entries(DEMO_LOGIN).filter(([key]) => key !== field)));
      expect(absent.body.error).toBe(MESSAGES.fillInAllDetails);
    },
  );

  it('When the email does not look like an address, then 400 Invalid email address', async () => {
    const res = await login(t, { ...DEMO_LOGIN, email: 'admin-at-example' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.invalidEmailAddress);
  });

  it('When any part is wrong, the email is unknown or the admin is disabled, then the same 401 Invalid login details', async () => {
    const disabled = await createAdminSession(t, 'Admin', {
      disabled: true,
      password: 'Password!2026',
      accessCode: '135790',
    });
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

  it('When an account fails 5 times from one address in 15 minutes, then the 6th try from there is 429 even with the right details, and other accounts are unaffected', async () => {
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

  it("When someone who knows an admin's email fails from other addresses, then the admin still signs in from theirs, only slowed down", async () => {
    const target = await createAdminSession(t, 'Support', { password: 'Password!2026', accessCode: '135790' });
    const wrong = { email: target.email, password: 'Wrong-Pass-9', passcode: '111111' };
    const right = { email: target.email, password: 'Password!2026', passcode: '135790' };
    for (let i = 0; i < 5; i++)
      expect((await login(t, wrong).set('X-Forwarded-For', '198.51.100.50')).status).toBe(401);
    expect((await login(t, right).set('X-Forwarded-For', '198.51.100.50')).status).toBe(429);
    for (let i = 0; i < 2; i++)
      expect((await login(t, wrong).set('X-Forwarded-For', '198.51.100.51')).status).toBe(401);
    // Seven failures on the account: two beyond the five it allows before slowing, so 2 × 250 ms.
    const started = Date.now();
    const own = await login(t, right).set('X-Forwarded-For', '198.51.100.52');
    expect(own.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(own.headers['ratelimit']).not.toMatch(/admin-login-account/);
  });

  it('When one address fails 20 times with a fresh email each time, then the 21st try is 429, even with the right details', async () => {
    const from = (body: object) => login(t, body).set('X-Forwarded-For', '198.51.100.20');
    for (let i = 0; i < 20; i++) {
      const res = await from({
        email: `nobody${i}-${Date.now()}@example.com`,
        password: 'Wrong!2026',
        passcode: '000000',
      });
      expect(res.status).toBe(401);
    }
    const blocked = await from({
      email: `fresh-${Date.now()}@example.com`,
      password: 'Wrong!2026',
      passcode: '000000',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(MESSAGES.tooManyAttempts);
    expect((await from(DEMO_LOGIN)).status).toBe(429);
    // Another address is not affected.
    expect((await login(t, DEMO_LOGIN).set('X-Forwarded-For', '198.51.100.21')).status).toBe(200);
  });

  it('When a login fails, then the audit log records the attempt with email and address, never the password or access code', async () => {
    const target = await createAdminSession(t, 'Support', { password: 'Password!2026', accessCode: '135790' });
    const attempts = [
      { email: target.email, password: 'Secret-Guess-1', passcode: '424242' },
      { email: 'unknown-audit@example.com', password: 'Secret-Guess-2', passcode: '434343' },
    ];
    for (const body of attempts)
      expect((await login(t, body).set('X-Forwarded-For', '198.51.100.30')).status).toBe(401);
    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'admin.login-failed'));
    const known = entries.find((e) => (e.details as { email?: string })?.email === target.email)!;
    expect(known).toMatchObject({ adminId: target.id, targetId: target.id, ip: '198.51.100.30' });
    const unknown = entries.find((e) => (e.details as { email?: string })?.email === 'unknown-audit@example.com')!;
    expect(unknown).toMatchObject({ adminId: null, ip: '198.51.100.30' });
    const text = JSON.stringify(entries);
    for (const secret of ['Secret-Guess-1', 'Secret-Guess-2', '424242', '434343']) expect(text).not.toContain(secret);
  });

  it('When an account is locked out, then the lockout is audited once', async () => {
    const target = await createAdminSession(t, 'Support', { password: 'Password!2026', accessCode: '135790' });
    for (let i = 0; i < 7; i++)
      await login(t, { email: target.email, password: 'Wrong-Pass-9', passcode: '111111' }).set(
        'X-Forwarded-For',
        '198.51.100.40',
      );
    const locks = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'admin.login-locked'));
    const mine = locks.filter((e) => e.adminId === target.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ ip: '198.51.100.40', details: { email: target.email, scope: 'account-address' } });
    expect(JSON.stringify(mine)).not.toContain('Wrong-Pass-9');
  });
});
