import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import { OUTBOX_MESSAGES } from '@blynd/shared';
import { auditLog, contactMessages, mailOutbox } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';
import { startSmtp } from '../../admin/__tests__/smtp-kit';

describe('Admin API: the mail outbox', () => {
  let t: TestApp;
  let s: Session;
  let support: Session;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const outbox = (query = '', session = s) =>
    request(t.app).get(`/api/v1/admin/mailoutbox${query}`).set('Authorization', session.auth);
  const retry = (id: string, session = s) =>
    request(t.app).post(`/api/v1/admin/mailoutbox/${id}/retry`).set('Authorization', session.auth);
  let mailId: string;
  let to: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    s = await loginDemoAdmin(t);
    support = await createAdminSession(t, 'Support');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('When the mail server refuses a reply, then the outbox lists it queued with the attempt and the error, and never the body', async () => {
    smtp.refuse(true);
    const [message] = await t.ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    to = message.email;
    const reply = await request(t.app).post('/api/v1/admin/replycontactmessage').set('Authorization', s.auth).send({
      messageId: message.id,
      email: message.email,
      fullname: message.fullname,
      subject: message.subject,
      message: 'Secret-free reply text',
      previousMessage: message.message,
    });
    expect(reply.body.message).toBe(`Reply saved; the mail to ${message.email} will be retried shortly`);

    const res = await outbox('?status=pending');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      configured: true,
      total: 1,
      counts: { pending: 1, sent: 0, failed: 0, logged: 0 },
      page: 1,
      pageSize: 10,
    });
    const [mail] = res.body.mails;
    expect(mail).toMatchObject({
      to: message.email,
      subject: `Re: ${message.subject}`,
      status: 'pending',
      attempts: 1,
      sentAt: null,
    });
    expect(mail.lastError).toMatch(/Mailbox unavailable/);
    expect(Object.keys(mail).sort()).toEqual([
      '_id',
      'attempts',
      'createdAt',
      'lastError',
      'sentAt',
      'status',
      'subject',
      'to',
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Secret-free reply text');
    mailId = mail._id;
  });

  it('When a mail failed for good and is retried while the server still refuses, then it stays failed with the one more attempt counted', async () => {
    await t.ctx.db.update(mailOutbox).set({ status: 'failed', attempts: 20 }).where(eq(mailOutbox.id, mailId));
    expect((await outbox('?status=failed')).body.mails.map((m: { _id: string }) => m._id)).toEqual([mailId]);
    const res = await retry(mailId, support);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: OUTBOX_MESSAGES.queued,
      mail: { _id: mailId, status: 'failed', attempts: 21 },
    });
  });

  it('When the server takes mail again and the mail is retried, then it is delivered, marked sent and audit-logged; a second retry is refused', async () => {
    smtp.refuse(false);
    const before = smtp.mails.length;
    const res = await retry(mailId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: OUTBOX_MESSAGES.sent(to),
      mail: { status: 'sent', lastError: null, attempts: 22 },
    });
    expect(res.body.mail.sentAt).toEqual(expect.any(String));
    expect(smtp.mails.slice(before).map((m) => m.to)).toEqual([[to]]);
    expect(smtp.mails.at(-1)!.text).toContain('Secret-free reply text');
    expect(await t.ctx.db.$count(auditLog, and(eq(auditLog.action, 'mail.retry'), eq(auditLog.targetId, mailId)))).toBe(
      2,
    );

    const again = await retry(mailId);
    expect({ status: again.status, error: again.body.error }).toEqual({
      status: 409,
      error: OUTBOX_MESSAGES.alreadySent,
    });
    expect(smtp.mails.length).toBe(before + 1);
  });

  it('When the outbox is paged or filtered, then 10 come a page, newest first; an unknown status or mail is refused', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      to: `m${i}@example.com`,
      subject: `Mail ${i}`,
      text: 'x',
      status: 'logged',
      createdAt: new Date(Date.now() - (i + 1) * 60_000),
    }));
    await t.ctx.db.insert(mailOutbox).values(rows);
    const first = await outbox();
    expect(first.body).toMatchObject({ total: 13, counts: { logged: 12, sent: 1 } });
    expect(first.body.mails).toHaveLength(10);
    expect(first.body.mails[0]._id).toBe(mailId);
    expect((await outbox('?status=logged&page=2')).body.mails.map((m: { subject: string }) => m.subject)).toEqual([
      'Mail 10',
      'Mail 11',
    ]);
    const bad = await outbox('?status=lost');
    expect({ status: bad.status, error: bad.body.error }).toEqual({ status: 400, error: 'Unknown status' });
    expect((await retry('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await retry('nope')).body.error).toBe(OUTBOX_MESSAGES.notFound);
    expect((await outbox('', support)).status).toBe(200);
    expect((await request(t.app).get('/api/v1/admin/mailoutbox')).status).toBe(401);
  });

  it('When SMTP is not configured, then logged mails are listed as such and a retry says so', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const admin = await createAdminSession(bare, 'Admin');
      await bare.ctx.mailer.send({ to: 'someone@example.com', subject: 'Hello', text: 'Hi' });
      const res = await request(bare.app).get('/api/v1/admin/mailoutbox').set('Authorization', admin.auth);
      expect(res.body).toMatchObject({
        configured: false,
        counts: { logged: 1 },
        mails: [{ to: 'someone@example.com', status: 'logged' }],
      });
      const refused = await request(bare.app)
        .post(`/api/v1/admin/mailoutbox/${res.body.mails[0]._id}/retry`)
        .set('Authorization', admin.auth);
      expect({ status: refused.status, error: refused.body.error }).toEqual({
        status: 409,
        error: OUTBOX_MESSAGES.notConfigured,
      });
    } finally {
      await bare.close();
    }
  });
});
