import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { auditLog, contactMessages, contactReplies, systemNotifications } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminAppWithMail, createAdminSession, type Session, type Smtp } from '../../admin/__tests__/admin-kit';

describe('Admin inbox: contact messages', () => {
  let t: TestApp;
  let s: Session;
  let smtp: Smtp;
  const get = (path: string) => request(t.app).get(`/api/v1/admin${path}`).set('Authorization', s.auth);

  beforeAll(async () => {
    ({ t, s, smtp } = await adminAppWithMail());
  });
  afterAll(() => t.close());

  it('When the contact messages are paged, then 10 come per page, newest first, with the totals', async () => {
    const total = await t.ctx.db.$count(contactMessages);
    const unread = await t.ctx.db.$count(contactMessages, eq(contactMessages.isRead, false));
    const first = await get(`/contactmessages?adminId=${s.id}&page=1`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total, unreadCount: unread, page: 1, pageSize: 10 });
    expect(first.body.messages).toHaveLength(10);
    const dates = first.body.messages.map((m: { createdAt: string }) => m.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await get(`/contactmessages?page=${Math.ceil(total / 10)}`);
    expect(last.body.messages).toHaveLength(total % 10 || 10);
    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(total / 10); page++)
      for (const m of (await get(`/contactmessages?page=${page}`)).body.messages) seen.add(m._id);
    expect(seen.size).toBe(total);
    // Replied demo messages carry their replies.
    const replied = await t.ctx.db.select().from(contactReplies).limit(1);
    const withReply = [
      ...(await get('/contactmessages?page=2')).body.messages,
      ...(await get('/contactmessages?page=1')).body.messages,
    ].find((m: { _id: string }) => m._id === replied[0].contactMessageId);
    expect(withReply.replies[0]).toMatchObject({
      _id: replied[0].id,
      message: replied[0].message,
      admin: { fullname: 'Demo Admin' },
    });
  });

  it('When an unread message is opened, then it and its unread-indicator notification are read and the updated message is answered', async () => {
    const [unread] = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.isRead, false))
      .orderBy(desc(contactMessages.createdAt))
      .limit(1);
    const before = (await get(`/${s.id}`)).body.systemtNotif.unreadCount;
    const res = await request(t.app)
      .patch('/api/v1/admin/updatemessage')
      .set('Authorization', s.auth)
      .send({ adminId: s.id, messageId: unread.id });
    expect(res.status).toBe(200);
    expect(res.body.contactMessage).toMatchObject({ _id: unread.id, isRead: true, subject: unread.subject });
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, unread.id));
    expect(row.isRead).toBe(true);
    const [notification] = await t.ctx.db
      .select()
      .from(systemNotifications)
      .where(eq(systemNotifications.contactMessageId, unread.id));
    expect(notification.isRead).toBe(true);
    expect((await get(`/${s.id}`)).body.systemtNotif.unreadCount).toBe(before - 1);
    const audited = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contact.read'), eq(auditLog.targetId, unread.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ adminId: s.id, targetType: 'contact_message' });
    expect(audited[0].ip).toBeTruthy();
  });

  it('When an unknown message id is marked read, then 404', async () => {
    const res = await request(t.app)
      .patch('/api/v1/admin/updatemessage')
      .set('Authorization', s.auth)
      .send({ messageId: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(404);
  });

  it('When a reply is sent, then the sender receives it by SMTP with their message quoted, In-Reply-To, text and HTML, and it is kept', async () => {
    const [original] = await t.ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    const body = {
      adminId: s.id,
      email: original.email,
      fullname: original.fullname,
      subject: original.subject,
      message: 'Thanks for writing.\nPlease update the app & try again <today>.',
      previousMessage: original.message,
    };
    const res = await request(t.app).post('/api/v1/admin/replycontactmessage').set('Authorization', s.auth).send(body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Reply sent to ${original.email}`);
    expect(res.body.reply).toMatchObject({
      subject: `Re: ${original.subject}`,
      message: body.message,
      admin: { _id: s.id, fullname: 'Demo Admin' },
    });

    const mail = smtp.mails.find((m) => m.to.includes(original.email))!;
    expect(mail).toBeDefined();
    expect(mail.headers.subject).toBe(`Re: ${original.subject}`);
    expect(mail.headers['in-reply-to']).toBe(`<contact-${original.id}@127.0.0.1>`);
    expect(mail.raw.match(/^In-Reply-To:/gim)).toHaveLength(1);
    expect(mail.text).toContain('Please update the app & try again <today>.');
    expect(mail.text).toContain(`> ${original.message}`);
    expect(mail.text).toMatch(new RegExp(`${original.fullname} <${original.email}> wrote:`));
    expect(mail.html).toContain('<blockquote');
    expect(mail.html).toContain('try again &#60;today&#62;');
    expect(mail.html).toContain(original.message.replace(/'/g, '&#39;'));

    const replies = await t.ctx.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.contactMessageId, original.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ adminId: s.id, message: body.message });
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, original.id));
    expect(row.isRead).toBe(true);
    expect(
      await t.ctx.db.$count(auditLog, and(eq(auditLog.action, 'contact.reply'), eq(auditLog.targetId, original.id))),
    ).toBe(1);
  });

  it('When a reply names another address and a made-up quote, then the mail goes only to the original sender, quoting the stored message', async () => {
    const [original] = await t.ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(1);
    const sent = smtp.mails.length;
    const res = await request(t.app).post('/api/v1/admin/replycontactmessage').set('Authorization', s.auth).send({
      messageId: original.id,
      email: 'victim@elsewhere.example',
      fullname: 'Victim',
      subject: 'Invoice',
      message: 'Pay now.',
      previousMessage: 'I never wrote this',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Reply sent to ${original.email}`);
    const mails = smtp.mails.slice(sent);
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([original.email]);
    expect(mails[0].text).toContain(`> ${original.message.split('\n')[0]}`);
    expect(mails[0].text).not.toContain('I never wrote this');
    expect(mails[0].text).not.toContain('victim@elsewhere.example');
    expect(mails[0].text).toContain(`Hello ${original.fullname},`);
  });

  it('When the reply text is empty, then 400 Please enter a message; other missing fields read Please fill all fields', async () => {
    const base = { email: 'a@example.com', fullname: 'A', subject: 'S', message: 'Hi', previousMessage: 'Old' };
    const empty = await request(t.app)
      .post('/api/v1/admin/replycontactmessage')
      .set('Authorization', s.auth)
      .send({ ...base, message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(MESSAGES.enterMessage);
    for (const field of ['email', 'fullname', 'subject', 'previousMessage']) {
      const res = await request(t.app)
        .post('/api/v1/admin/replycontactmessage')
        .set('Authorization', s.auth)
        .send({ ...base, [field]: '' });
      expect({ field, error: res.body.error }).toEqual({ field, error: MESSAGES.fillAllFields });
    }
  });

  it('When a reply names a message that does not exist, then 404 and no mail goes out', async () => {
    const sent = smtp.mails.length;
    const res = await request(t.app).post('/api/v1/admin/replycontactmessage').set('Authorization', s.auth).send({
      email: 'nobody@example.com',
      fullname: 'No Body',
      subject: 'S',
      message: 'Hi',
      previousMessage: 'never sent',
    });
    expect(res.status).toBe(404);
    expect(smtp.mails.length).toBe(sent);
  });

  it('When Support works the inbox, then it may read and reply but not announce to every member (decision 0054)', async () => {
    const support = await createAdminSession(t, 'Support');
    const res = await request(t.app)
      .post('/api/v1/admin/sendsystemmessage')
      .set('Authorization', support.auth)
      .send({ title: 'From support', message: 'Hello' });
    expect(res.status).toBe(403);
    expect((await request(t.app).get('/api/v1/admin/contactmessages').set('Authorization', support.auth)).status).toBe(
      200,
    );
  });
});
