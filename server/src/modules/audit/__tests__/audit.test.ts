import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

describe('GET /api/v1/admin/audit', () => {
  let t: TestApp;
  let s: Session;
  let other: Session;
  const audit = (query: string, session = s) => request(t.app).get(`/api/v1/admin/audit${query}`).set('Authorization', session.auth);

  beforeAll(async () => {
    t = await createTestApp();
    s = await loginDemoAdmin(t);
    other = await createAdminSession(t, 'Admin');
    for (let i = 0; i < 12; i++) {
      await request(t.app).post('/api/v1/admin/sendsystemmessage').set('Authorization', s.auth).send({ title: `Note ${i}`, message: 'Body' });
    }
    await request(t.app).post('/api/v1/admin/sendsystemmessage').set('Authorization', other.auth).send({ title: 'From other', message: 'Body' });
  });
  afterAll(() => t.close());

  it('When the log is read, then entries come 10 a page, newest first, with who, what, target, when and IP', async () => {
    const first = await audit('');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(first.body.entries).toHaveLength(10);
    expect(first.body.entries[0]).toMatchObject({ action: 'system-message.send', admin: { _id: other.id }, targetType: 'system_notification', details: { title: 'From other' } });
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

  it('When Support opens the audit log, then 403', async () => {
    const support = await createAdminSession(t, 'Support');
    expect((await audit('', support)).status).toBe(403);
  });
});
