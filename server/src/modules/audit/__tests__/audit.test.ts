import request from 'supertest';
import { eq } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS } from '@blynd/shared';
import { auditLog, members } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, DEMO_LOGIN, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

describe('GET /api/v1/admin/audit', () => {
  let t: TestApp;
  let s: Session;
  let other: Session & { email: string };
  const audit = (query: string, session = s) =>
    request(t.app).get(`/api/v1/admin/audit${query}`).set('Authorization', session.auth);

  beforeAll(async () => {
    t = await createTestApp();
    s = await loginDemoAdmin(t);
    other = await createAdminSession(t, 'Admin');
    for (let i = 0; i < 12; i++) {
      await request(t.app)
        .post('/api/v1/admin/sendsystemmessage')
        .set('Authorization', s.auth)
        .send({ title: `Note ${i}`, message: 'Body' });
    }
    await request(t.app)
      .post('/api/v1/admin/sendsystemmessage')
      .set('Authorization', other.auth)
      .send({ title: 'From other', message: 'Body' });
  });
  afterAll(() => t.close());

  it('When the log is read, then entries come 10 a page, newest first, with who, what, target, when and IP', async () => {
    const first = await audit('');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(first.body.entries).toHaveLength(10);
    expect(first.body.entries[0]).toMatchObject({
      action: 'system-message.send',
      admin: { _id: other.id },
      targetType: 'system_notification',
      details: { title: 'From other' },
    });
    expect(first.body.entries[0].ip).toEqual(expect.any(String));
    expect((await audit('?page=2')).body.entries).toHaveLength(4);
  });

  it('When filtered by admin and action, then only matching entries come', async () => {
    const byOther = await audit(`?actor=${other.id}`);
    expect(byOther.body.total).toBe(1);
    const logins = await audit('?action=admin.login');
    expect(logins.body.entries.every((e: { action: string }) => e.action === 'admin.login')).toBe(true);
    expect(logins.body.total).toBe(1);
    const both = await audit(`?actor=${s.id}&action=system-message.send`);
    expect(both.body.total).toBe(12);
    expect((await audit('?action=drop.table')).status).toBe(400);
  });

  it('When an entry is read, then actor and target are named, the action is in words and an IPv4 address reads plainly', async () => {
    const [ada] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348031234501'));
    const blocked = await request(t.app)
      .patch('/api/v1/admin/blockUser')
      .set('Authorization', s.auth)
      .send({ userId: ada.id });
    expect(blocked.status).toBe(200);
    const [row] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'user.block'));
    await t.ctx.db.update(auditLog).set({ ip: '::ffff:203.0.113.7' }).where(eq(auditLog.id, row.id));

    const entry = (await audit('?action=user.block')).body.entries[0];
    expect(entry).toMatchObject({
      actor: 'Demo Admin',
      actionLabel: 'Blocked a member',
      targetLabel: 'Ada Okafor',
      ip: '203.0.113.7',
    });
    const announcement = (await audit(`?actor=${other.id}`)).body.entries[0];
    expect(announcement).toMatchObject({
      actor: expect.stringMatching(/^Admin \d+$/),
      actionLabel: 'Sent a system message to all members',
      targetLabel: '“From other”',
    });
    expect(Object.keys(AUDIT_ACTION_LABELS).length).toBeGreaterThan(20);
  });

  it('When the actor filter is offered, then every admin is listed by name', async () => {
    const { actors } = (await audit('')).body;
    expect(actors.map((a: { _id: string }) => a._id)).toEqual(expect.arrayContaining([s.id, other.id]));
    expect(actors.find((a: { _id: string }) => a._id === s.id).fullname).toBe('Demo Admin');
  });

  it('When failed sign-ins and a lockout happen, then they are listed with the address that was tried', async () => {
    for (let i = 0; i < 5; i++)
      await request(t.app)
        .post('/api/v1/admin/adminlogin')
        .send({ ...DEMO_LOGIN, password: `wrong-${i}` });
    await request(t.app)
      .post('/api/v1/admin/adminlogin')
      .send({ email: 'nobody@example.com', password: 'x', passcode: '123456' });
    const failed = (await audit('?action=admin.login-failed')).body;
    expect(failed.total).toBeGreaterThanOrEqual(6);
    expect(failed.entries.map((e: { actor: string }) => e.actor)).toContain('Unknown (nobody@example.com)');
    expect(failed.entries.find((e: { admin: unknown }) => e.admin)).toMatchObject({
      actor: 'Demo Admin',
      actionLabel: 'Failed sign-in',
      targetLabel: 'Demo Admin',
    });
    const locked = (await audit('?action=admin.login-locked')).body;
    expect(locked.total).toBeGreaterThanOrEqual(1);
    expect(locked.entries[0]).toMatchObject({
      actionLabel: 'Sign-in locked out',
      details: { email: DEMO_LOGIN.email },
    });
  });

  it('When filtered by a date range, then only entries of those Lagos days come, and a reversed or malformed range is refused', async () => {
    const today = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
    const all = (await audit('')).body.total;
    await t.ctx.db
      .insert(auditLog)
      .values({ adminId: s.id, action: 'admin.logout', createdAt: new Date('2025-03-10T23:30:00Z') });
    expect((await audit(`?from=${today}&to=${today}`)).body.total).toBe(all);
    // 23:30 UTC on the 10th is 00:30 on the 11th in Lagos.
    expect((await audit('?from=2025-03-11&to=2025-03-11')).body.total).toBe(1);
    expect((await audit('?from=2025-03-10&to=2025-03-10')).body.total).toBe(0);
    expect((await audit('?to=2025-03-11')).body.total).toBe(1);
    const reversed = await audit('?from=2025-03-12&to=2025-03-11');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error).toEqual(expect.any(String));
    expect((await audit('?from=yesterday')).status).toBe(400);
  });

  it('When Support opens the audit log, then 403', async () => {
    const support = await createAdminSession(t, 'Support');
    expect((await audit('', support)).status).toBe(403);
  });
});
