import request from 'supertest';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { admins, auditLog } from '../../../db/schema';
import { DEMO_ADMIN } from '../../../db/seed/demo-catalogue';
import type { TestApp } from '../../../test-support/test-app';
import {
  adminAppWithMail,
  createAdminSession,
  loginDemoAdmin,
  type Session,
  type Smtp,
} from '../../admin/__tests__/admin-kit';

describe('Admin staff management', () => {
  let t: TestApp;
  let s: Session;
  let smtp: Smtp;
  const api = (method: 'get' | 'post' | 'patch' | 'put', path: string, session = s) =>
    request(t.app)[method](`/api/v1/admin${path}`).set('Authorization', session.auth);
  const login = (email: string, password: string, passcode: string) =>
    request(t.app).post('/api/v1/admin/adminlogin').send({ email, password, passcode });
  const invitee = {
    email: 'Kola.Support@Example.com',
    fullname: 'Kola Support',
    role: 'Support',
    password: 'Welcome!2026x',
    accessCode: '551177',
  };

  beforeAll(async () => {
    ({ t, s, smtp } = await adminAppWithMail());
  });
  afterAll(() => t.close());

  it('When a Super Admin invites staff, then the account exists with hashed secrets, can sign in, and is mailed where to sign in without the secrets', async () => {
    const res = await api('post', '/staff').send(invitee);
    expect(res.status).toBe(201);
    expect(res.body.staff).toMatchObject({
      email: 'kola.support@example.com',
      fullname: 'Kola Support',
      role: 'Support',
      disabled: false,
      lastLoginAt: null,
    });
    const [row] = await t.ctx.db.select().from(admins).where(eq(admins.email, 'kola.support@example.com'));
    expect(row.passwordHash).not.toContain(invitee.password);
    expect(await bcrypt.compare(invitee.accessCode, row.accessCodeHash)).toBe(true);
    expect((await login(invitee.email, invitee.password, invitee.accessCode)).status).toBe(200);
    const mail = smtp.mails.find((m) => m.to.includes('kola.support@example.com'))!;
    expect(mail.text).toContain('/control/center/auth/login');
    expect(mail.raw).not.toContain(invitee.password);
    expect(mail.raw).not.toContain(invitee.accessCode);
    const list = await api('get', '/staff');
    expect(list.body.staff.map((a: { email: string }) => a.email)).toEqual(
      expect.arrayContaining([DEMO_ADMIN.email, 'kola.support@example.com']),
    );
    expect((await api('post', '/staff').send(invitee)).status).toBe(409);
  });

  it('When an invitation is incomplete or weak, then 400', async () => {
    expect((await api('post', '/staff').send({ ...invitee, email: 'x@example.com', role: 'Owner' })).status).toBe(400);
    expect((await api('post', '/staff').send({ ...invitee, email: 'x@example.com', accessCode: '12' })).status).toBe(
      400,
    );
    expect((await api('post', '/staff').send({ ...invitee, email: 'x@example.com', password: 'short' })).status).toBe(
      400,
    );
    const missing = await api('post', '/staff').send({ ...invitee, email: '', fullname: '' });
    expect(missing.body.error).toBe(MESSAGES.fillAllFields);
  });

  it('When an admin is disabled, then its existing token stops working at once and it cannot sign in; enabling lets it in again', async () => {
    const victim = await createAdminSession(t, 'Admin', { password: 'Password!2026', accessCode: '135790' });
    expect((await api('get', `/${victim.id}`, victim)).status).toBe(200);
    const res = await api('patch', `/staff/${victim.id}`).send({ disabled: true });
    expect(res.status).toBe(200);
    expect(res.body.staff.disabled).toBe(true);
    const refused = await api('get', `/${victim.id}`, victim);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(MESSAGES.sessionExpired);
    expect((await login(victim.email, 'Password!2026', '135790')).status).toBe(401);
    await api('patch', `/staff/${victim.id}`).send({ disabled: false });
    expect((await login(victim.email, 'Password!2026', '135790')).status).toBe(200);
  });

  it('When the role changes, then the new limits apply to the next call', async () => {
    const member = await createAdminSession(t, 'Admin');
    expect((await api('get', '/plans', member)).status).toBe(200);
    const res = await api('patch', `/staff/${member.id}`).send({ role: 'Support' });
    expect(res.body.staff.role).toBe('Support');
    expect((await api('get', '/plans', member)).status).toBe(403);
  });

  it('When an admin tries to disable itself, then 409', async () => {
    const res = await api('patch', `/staff/${s.id}`).send({ disabled: true });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('You cannot disable your own account');
  });

  it('When the last active Super Admin would be demoted or disabled, then 409; with another one it is allowed', async () => {
    const supers = await t.ctx.db.select().from(admins).where(eq(admins.role, 'Super Admin'));
    expect(supers).toHaveLength(1);
    const demote = await api('patch', `/staff/${s.id}`).send({ role: 'Admin' });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe('There must always be at least one active Super Admin');
    const second = await createAdminSession(t, 'Super Admin');
    expect((await api('patch', `/staff/${s.id}`, second).send({ disabled: true })).status).toBe(200);
    // Disabling signed the demo admin out: enable it and sign in again.
    await api('patch', `/staff/${s.id}`, second).send({ disabled: false });
    s = await loginDemoAdmin(t);
    expect((await api('patch', `/staff/${second.id}`).send({ role: 'Support' })).status).toBe(200);
    expect((await api('patch', `/staff/${s.id}`).send({ role: 'Admin' })).status).toBe(409);
  });

  it('When an access code is reset, then the old code and old tokens stop working and the new code signs in', async () => {
    const target = await createAdminSession(t, 'Support', { password: 'Password!2026', accessCode: '135790' });
    const res = await api('put', `/staff/${target.id}/access-code`).send({ accessCode: '864200' });
    expect(res.status).toBe(200);
    expect((await api('get', `/${target.id}`, target)).status).toBe(401);
    expect((await login(target.email, 'Password!2026', '135790')).status).toBe(401);
    expect((await login(target.email, 'Password!2026', '864200')).status).toBe(200);
    expect(
      (await api('put', '/staff/00000000-0000-4000-8000-000000000000/access-code').send({ accessCode: '864200' }))
        .status,
    ).toBe(404);
  });

  it('When an Admin (not Super Admin) opens staff, then 403', async () => {
    const admin = await createAdminSession(t, 'Admin');
    expect((await api('get', '/staff', admin)).status).toBe(403);
    expect((await api('post', '/staff', admin).send({ ...invitee, email: 'y@example.com' })).status).toBe(403);
  });

  it('When staff changes are made, then each is in the audit log', async () => {
    const actions = (await t.ctx.db.select().from(auditLog)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.invite', 'staff.update', 'staff.access-code']));
  });
});
