import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { auditLog, systemNotifications } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminApp, type Session } from '../../admin/__tests__/admin-kit';

describe('System messages: the list and announcements to every member', () => {
  let t: TestApp;
  let s: Session;
  const get = (path: string) => request(t.app).get(`/api/v1/admin${path}`).set('Authorization', s.auth);

  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When the system messages are paged, then 10 come per page, newest first, with the total and the owner', async () => {
    const total = await t.ctx.db.$count(systemNotifications);
    const res = await get('/systemmessages?page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total, page: 1, pageSize: 10 });
    expect(res.body.notifications).toHaveLength(10);
    const announcement = (await get(`/systemmessages?page=${Math.ceil(total / 10)}`)).body.notifications.find(
      (n: { category: string }) => n.category === 'announcement',
    );
    expect(announcement.owner).toEqual({ _id: s.id, fullname: 'Demo Admin' });
  });

  it('When a system message is sent, then it is stored as an announcement owned by the admin and answered as notif', async () => {
    const res = await request(t.app)
      .post('/api/v1/admin/sendsystemmessage')
      .set('Authorization', s.auth)
      .send({ adminId: s.id, title: 'Maintenance', message: 'Sunday 2am.' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('System message sent');
    expect(res.body.notif).toMatchObject({
      title: 'Maintenance',
      message: 'Sunday 2am.',
      category: 'announcement',
      owner: { _id: s.id, fullname: 'Demo Admin' },
    });
    const [row] = await t.ctx.db
      .select()
      .from(systemNotifications)
      .where(eq(systemNotifications.id, res.body.notif._id));
    expect(row).toMatchObject({ category: 'announcement', ownerAdminId: s.id });
    expect((await get('/systemmessages?page=1')).body.notifications[0]._id).toBe(row.id);
    expect(
      await t.ctx.db.$count(auditLog, and(eq(auditLog.action, 'system-message.send'), eq(auditLog.targetId, row.id))),
    ).toBe(1);
  });

  it.each(['title', 'message'])(
    'When the system message %s is missing, then 400 Please fill all fields',
    async (field) => {
      const res = await request(t.app)
        .post('/api/v1/admin/sendsystemmessage')
        .set('Authorization', s.auth)
        .send({ title: 'T', message: 'M', [field]: ' ' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.fillAllFields);
    },
  );
});
