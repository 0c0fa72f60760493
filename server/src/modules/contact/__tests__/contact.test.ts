import request from 'supertest';
import { desc, eq } from 'drizzle-orm';
import { contactMessages, systemNotifications } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const valid = {
  email: 'zainab@example.com',
  fullname: 'Zainab Bello',
  phone: '08090000000',
  subject: 'Help',
  message: 'I need help with my account.',
};

describe('POST /api/v1/public/sendmessage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('When every field is given, then the message is stored unread with a message-category notification', async () => {
    const res = await request(t.app).post('/api/v1/public/sendmessage').send(valid).set('X-Forwarded-For', '1.1.1.1');
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/sent/i);
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, valid.email));
    expect(row).toMatchObject({ fullname: 'Zainab Bello', subject: 'Help', isRead: false });
    const [notification] = await t.ctx.db
      .select()
      .from(systemNotifications)
      .orderBy(desc(systemNotifications.createdAt))
      .limit(1);
    expect(notification).toMatchObject({ category: 'message', isRead: false, contactMessageId: row.id });
  });

  it.each(['email', 'fullname', 'phone', 'subject', 'message'])(
    'When %s is missing, then 400 Please fill all fields and nothing is stored',
    async (field) => {
      const before = await t.ctx.db.$count(contactMessages);
      const res = await request(t.app)
        .post('/api/v1/public/sendmessage')
        .set('X-Forwarded-For', `10.0.0.${field.length}${field.charCodeAt(0)}`)
        .send({ ...valid, [field]: '  ' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Please fill all fields');
      expect(await t.ctx.db.$count(contactMessages)).toBe(before);
    },
  );
});
