import { eq } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { auditLog, memberPushTokens, members } from '../../../db/schema';
import { createLogger } from '../../../lib/logger';
import { createPushSender } from '../../notifications/push-sender';
import { fcmStandIn } from '../../../test-support/fcm-stand-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { loginDemoAdmin, sendNotification, type Session } from '../../admin/__tests__/admin-kit';
import { startSmtp } from '../../admin/__tests__/smtp-kit';

describe('POST /api/v1/admin/sendNotification', () => {
  let t: TestApp;
  let s: Session;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let ada: typeof members.$inferSelect;
  const send = (body: object) => sendNotification(t, s, body);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    s = await loginDemoAdmin(t);
    [ada] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348031234501'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('When email is chosen, then the member receives the mail over SMTP and the answer says it was sent', async () => {
    const res = await send({
      userId: ada.id,
      notification: { title: 'Your profile', message: 'Please add a bio.' },
      isEmail: true,
      isPushNotification: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Email sent.',
      delivery: { email: 'sent', push: 'not-requested', pushDevices: 0 },
    });
    const mail = smtp.mails.find((m) => m.to.includes('ada.okafor@example.com'))!;
    expect(mail.headers.subject).toBe('Your profile');
    expect(mail.text).toContain('Please add a bio.');
    expect(mail.html).toContain('Please add a bio.');
    expect(await t.ctx.db.$count(auditLog, eq(auditLog.action, 'user.notify'))).toBe(1);
  });

  it('When only a message is given, then the mail goes out with a default subject', async () => {
    const res = await send({ userId: ada.id, notification: { message: 'Your photo was approved.' }, isEmail: true });
    expect(res.status).toBe(200);
    const mail = smtp.mails.filter((m) => m.to.includes('ada.okafor@example.com')).at(-1)!;
    expect(mail.headers.subject).toBe('A message from Blynd');
    expect(mail.text).toContain('Your photo was approved.');
  });

  it('When push is chosen but not configured, then the answer says push notifications are not configured', async () => {
    const res = await send({
      userId: ada.id,
      notification: { title: 'Hi', message: 'There' },
      isEmail: true,
      isPushNotification: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.delivery).toEqual({ email: 'sent', push: 'not-configured', pushDevices: 0 });
    expect(res.body.message).toBe('Email sent. Push notification not sent: push notifications are not configured.');
  });

  it('When push is configured, then it goes to the stored devices through firebase messaging and dead tokens are pruned', async () => {
    const messaging = fcmStandIn({ failing: { 'dead-token': 'messaging/registration-token-not-registered' } });
    // The push sender comes from the app context like every other dependency.
    const withPush = await createTestApp({
      overrides: ({ db }) => ({ push: createPushSender(db, createLogger('silent'), async () => messaging) }),
    });
    try {
      const [member] = await withPush.ctx.db.select().from(members).where(eq(members.phone, '2348031234501'));
      await withPush.ctx.db.insert(memberPushTokens).values([
        { memberId: member.id, token: 'live-token' },
        { memberId: member.id, token: 'dead-token' },
      ]);
      const session = await loginDemoAdmin(withPush);
      const res = await sendNotification(withPush, session, {
        userId: member.id,
        notification: { title: 'Match!', message: 'Someone likes you' },
        isPushNotification: true,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Push notification delivered to 1 device.',
        delivery: { email: 'not-requested', push: 'sent', pushDevices: 1 },
      });
      expect(messaging.calls[0]).toMatchObject({
        tokens: ['live-token', 'dead-token'],
        notification: { title: 'Match!', body: 'Someone likes you' },
      });
      const left = await withPush.ctx.db
        .select()
        .from(memberPushTokens)
        .where(eq(memberPushTokens.memberId, member.id));
      expect(left.map((row) => row.token)).toEqual(['live-token']);
    } finally {
      await withPush.close();
    }
  });

  it('When the title is longer than 32 characters, then 400', async () => {
    const res = await send({ userId: ada.id, notification: { title: 'x'.repeat(33), message: 'm' }, isEmail: true });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Title must be at most 32 characters');
    expect(
      (await send({ userId: ada.id, notification: { title: 'x'.repeat(32), message: 'm' }, isEmail: true })).status,
    ).toBe(200);
  });

  it.each([{ notification: { title: '', message: ' ' } }, { notification: {} }, { notification: undefined }])(
    'When both title and message are missing ($notification), then 400 Enter Message and Subject',
    async ({ notification }) => {
      const res = await send({ userId: ada.id, notification, isEmail: true });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.enterMessageAndSubject);
    },
  );

  it('When neither email nor push is chosen, then 400 Please select a delivery method and nothing is sent', async () => {
    const before = smtp.mails.length;
    const res = await send({
      userId: ada.id,
      notification: { title: 't', message: 'm' },
      isEmail: false,
      isPushNotification: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.selectDeliveryMethod);
    expect(smtp.mails.length).toBe(before);
  });

  it('When the member does not exist, then 404', async () => {
    expect(
      (
        await send({
          userId: '00000000-0000-4000-8000-000000000000',
          notification: { title: 't', message: 'm' },
          isEmail: true,
        })
      ).status,
    ).toBe(404);
  });
});
