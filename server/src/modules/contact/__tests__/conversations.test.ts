import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, contactMessages, systemNotifications } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminAppWithMail, createAdminSession, type Session, type Smtp } from '../../admin/__tests__/admin-kit';

/** Issue 13: contact messages as conversations (status, follow-ups, reopen), filters, search, thread and member match. */
describe('Admin inbox: conversations', () => {
  let t: TestApp;
  let s: Session;
  let smtp: Smtp;
  let ip = 0;
  const admin = (method: 'get' | 'patch' | 'post', path: string, session = s) =>
    request(t.app)[method](`/api/v1/admin${path}`).set('Authorization', session.auth);
  const list = (query = '') => admin('get', `/contactmessages${query}`);
  const write = (body: Record<string, string>) =>
    request(t.app)
      .post('/api/v1/public/sendmessage')
      .set('X-Forwarded-For', `10.13.0.${++ip}`)
      .send({ phone: '08090000000', ...body });
  const conversationOf = async (email: string) =>
    await t.ctx.db
      .select()
      .from(contactMessages)
      .where(
        and(
          sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`,
          sql`${contactMessages.conversationId} is null`,
        ),
      );

  beforeAll(async () => {
    ({ t, s, smtp } = await adminAppWithMail());
  });
  afterAll(() => t.close());

  it('When the inbox is counted, then each status has its demo conversations and each filter lists only its own', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.counts).toEqual({ all: 25, unread: 8, open: 17, replied: 4, resolved: 4 });
    for (const filter of ['open', 'replied', 'resolved'] as const) {
      const res = await list(`?filter=${filter}`);
      expect(res.body.total).toBe(all.body.counts[filter]);
      expect(res.body.messages.every((m: { status: string }) => m.status === filter)).toBe(true);
    }
    const unread = await list('?filter=unread');
    expect(unread.body.total).toBe(8);
    expect(unread.body.messages.every((m: { isRead: boolean }) => !m.isRead)).toBe(true);
    const bad = await list('?filter=spam');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Unknown filter');
  });

  it('When someone writes for the first time, then a new open, unread conversation leads the list', async () => {
    expect(
      (
        await write({
          email: 'Ngozi.Obi@Example.com',
          fullname: 'Ngozi Obi',
          subject: 'Where is my refund for the Spark plan I bought by mistake last week?',
          message: 'I paid twice for Spark.',
        })
      ).status,
    ).toBe(201);
    const res = await list();
    expect(res.body.messages[0]).toMatchObject({
      fullname: 'Ngozi Obi',
      status: 'open',
      isRead: false,
      messageCount: 1,
    });
    expect(res.body.counts).toMatchObject({ all: 26, unread: 9, open: 18 });
  });

  it('When the team replies, then the conversation is replied and read, and the thread names who wrote each part', async () => {
    const [conversation] = await conversationOf('ngozi.obi@example.com');
    const reply = await admin('post', '/replycontactmessage').send({
      messageId: conversation.id,
      email: conversation.email,
      fullname: conversation.fullname,
      subject: conversation.subject,
      message: 'We have refunded the second payment.',
      previousMessage: conversation.message,
    });
    expect(reply.status).toBe(200);
    const thread = await admin('get', `/contactmessages/${conversation.id}`);
    expect(thread.status).toBe(200);
    expect(thread.body.conversation).toMatchObject({ _id: conversation.id, status: 'replied', isRead: true });
    expect(thread.body.thread.map((e: { kind: string; author: { name: string } }) => [e.kind, e.author.name])).toEqual([
      ['message', 'Ngozi Obi'],
      ['reply', 'Demo Admin'],
    ]);
    expect(thread.body.thread[1].author.adminId).toBe(s.id);
  });

  it('When the sender writes again (any letter case of the address), then the message joins the conversation, which is open, unread and first again', async () => {
    const [conversation] = await conversationOf('ngozi.obi@example.com');
    await write({
      email: 'NGOZI.OBI@example.com',
      fullname: 'Ngozi Obi',
      subject: 'Still waiting',
      message: 'The refund has not reached my bank yet.',
    });
    const rows = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = 'ngozi.obi@example.com'`);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id !== conversation.id)!.conversationId).toBe(conversation.id);
    const res = await list();
    expect(res.body.messages[0]).toMatchObject({
      _id: conversation.id,
      status: 'open',
      isRead: false,
      messageCount: 2,
    });
    expect(res.body.total).toBe(26);
    const thread = (await admin('get', `/contactmessages/${conversation.id}`)).body.thread;
    expect(thread.map((e: { kind: string; message: string }) => e.kind)).toEqual(['message', 'reply', 'message']);
    expect(thread[2]).toMatchObject({
      message: 'The refund has not reached my bank yet.',
      author: { name: 'Ngozi Obi', email: 'NGOZI.OBI@example.com', adminId: null },
    });
    // Asking for the follow-up's own id answers the whole conversation.
    expect((await admin('get', `/contactmessages/${thread[2]._id}`)).body.conversation._id).toBe(conversation.id);
  });

  it('When a reopened conversation is answered, then the mail quotes the latest message and refers to it, and opening clears every notification of it', async () => {
    const [conversation] = await conversationOf('ngozi.obi@example.com');
    const followUp = (
      await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.conversationId, conversation.id))
    )[0];
    const sent = smtp.mails.length;
    await admin('post', '/replycontactmessage').send({
      messageId: conversation.id,
      email: 'x@example.com',
      fullname: 'x',
      subject: conversation.subject,
      message: 'It left our bank today.',
      previousMessage: 'x',
    });
    const mail = smtp.mails[sent];
    expect(mail.text).toContain('> The refund has not reached my bank yet.');
    expect(mail.headers['in-reply-to']).toBe(`<contact-${followUp.id}@127.0.0.1>`);
    const unreadNotifications = await t.ctx.db.$count(
      systemNotifications,
      and(eq(systemNotifications.isRead, false), eq(systemNotifications.contactMessageId, followUp.id)),
    );
    expect(unreadNotifications).toBe(0);
    expect((await list()).body.messages[0]).toMatchObject({ status: 'replied', isRead: true, messageCount: 2 });
  });

  it('When a conversation is resolved and the sender writes again, then it reopens; an admin may also reopen it', async () => {
    const [conversation] = await conversationOf('ngozi.obi@example.com');
    const resolved = await admin('patch', `/contactmessages/${conversation.id}/status`).send({ status: 'resolved' });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      message: 'Conversation resolved',
      contactMessage: { status: 'resolved', isRead: true },
    });
    expect(
      await t.ctx.db.$count(
        auditLog,
        and(eq(auditLog.action, 'contact.status'), eq(auditLog.targetId, conversation.id)),
      ),
    ).toBe(1);

    await write({
      email: 'ngozi.obi@example.com',
      fullname: 'Ngozi Obi',
      subject: 'Thanks',
      message: 'Got it, thank you!',
    });
    expect((await admin('get', `/contactmessages/${conversation.id}`)).body.conversation).toMatchObject({
      status: 'open',
      isRead: false,
      messageCount: 3,
    });

    await admin('patch', `/contactmessages/${conversation.id}/status`).send({ status: 'resolved' });
    const reopened = await admin('patch', `/contactmessages/${conversation.id}/status`).send({ status: 'open' });
    expect(reopened.body).toMatchObject({ message: 'Conversation reopened', contactMessage: { status: 'open' } });
  });

  it("When a status change names 'replied', another value or an unknown conversation, then 400 or 404 and nothing changes", async () => {
    const [conversation] = await conversationOf('ngozi.obi@example.com');
    for (const status of ['replied', 'closed', '']) {
      const res = await admin('patch', `/contactmessages/${conversation.id}/status`).send({ status });
      expect({ status, code: res.status, error: res.body.error }).toEqual({
        status,
        code: 400,
        error: 'Status must be open or resolved',
      });
    }
    expect(
      (
        await admin('patch', '/contactmessages/00000000-0000-4000-8000-000000000000/status').send({
          status: 'resolved',
        })
      ).status,
    ).toBe(404);
    expect((await admin('get', '/contactmessages/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin('get', '/contactmessages/not-a-uuid')).body.error).toBe('Message not found');
    expect((await conversationOf('ngozi.obi@example.com'))[0].status).toBe('open');
  });

  it("When the last activity of the sender's conversation is more than 30 days old, then a new message starts a new conversation", async () => {
    const [conversation] = await conversationOf('ngozi.obi@example.com');
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await t.ctx.db
      .update(contactMessages)
      .set({ lastMessageAt: old, statusChangedAt: old })
      .where(eq(contactMessages.id, conversation.id));
    await write({
      email: 'ngozi.obi@example.com',
      fullname: 'Ngozi Obi',
      subject: 'A new question',
      message: 'How do I hide my photos?',
    });
    const conversations = await conversationOf('ngozi.obi@example.com');
    expect(conversations).toHaveLength(2);
    expect(conversations.find((c) => c.id !== conversation.id)).toMatchObject({
      subject: 'A new question',
      status: 'open',
      conversationId: null,
    });
  });

  it('When the inbox is searched, then sender, subject and every message text are matched case-insensitively, with % and _ taken literally', async () => {
    const subjects = async (q: string, filter = 'all') =>
      (await list(`?q=${encodeURIComponent(q)}&filter=${filter}`)).body.messages.map(
        (m: { subject: string }) => m.subject,
      );
    expect(await subjects('NGOZI')).toHaveLength(2);
    expect(await subjects('bank yet')).toEqual([
      'Where is my refund for the Spark plan I bought by mistake last week?',
    ]);
    expect(await subjects('ngozi.obi@example')).toHaveLength(2);
    expect(await subjects('a new question')).toEqual(['A new question']);
    const withPhrase = await t.ctx.db.$count(
      contactMessages,
      sql`${contactMessages.message} like '%unlock button is still grey%'`,
    );
    expect(withPhrase).toBeGreaterThan(1);
    expect(await subjects('unlock button is still grey')).toHaveLength(withPhrase);
    expect(await subjects('bola ahmed', 'unread')).toHaveLength(2);
    expect(await subjects('100%')).toEqual([]);
    expect(await subjects('_')).toEqual([]);
    const page = await list('?q=bola');
    expect(page.body).toMatchObject({ total: 5, counts: { all: 27 } });
    const tooLong = await list(`?q=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe('Search must be at most 100 characters');
  });

  it('When the search runs, then the trigram index on sender, subject and text can serve it', async () => {
    const plan = await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from contact_messages where (fullname || ' ' || email || ' ' || subject || ' ' || message) ilike '%refund%'`,
      );
    });
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows ?? plan);
    expect(text).toContain('contact_messages_search_idx');
  });

  it('When the sender is a member by email or by phone, then the conversation names that member; otherwise none', async () => {
    await write({ email: 'ada.okafor@example.com', fullname: 'Ada', subject: 'Badge', message: 'Where is my badge?' });
    await write({
      email: 'tunde.work@example.org',
      fullname: 'Tunde B',
      phone: '0803 123 4502',
      subject: 'Receipt',
      message: 'Please resend my receipt.',
    });
    const [ada] = await conversationOf('ada.okafor@example.com');
    const [tunde] = await conversationOf('tunde.work@example.org');
    const [ngozi] = await conversationOf('ngozi.obi@example.com');
    const adaMember = (await admin('get', `/contactmessages/${ada.id}`)).body.member;
    expect(adaMember).toMatchObject({ name: 'Ada Okafor', phone: '2348031234501', matchedBy: 'email' });
    expect(adaMember._id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await admin('get', `/contactmessages/${tunde.id}`)).body.member).toMatchObject({
      name: 'Tunde Bakare',
      matchedBy: 'phone',
    });
    expect((await admin('get', `/contactmessages/${ngozi.id}`)).body.member).toBeNull();
  });

  it('When Support works the inbox, then it may read threads and resolve; without a token the calls are refused', async () => {
    const support = await createAdminSession(t, 'Support');
    const [conversation] = await conversationOf('ada.okafor@example.com');
    expect((await admin('get', `/contactmessages/${conversation.id}`, support)).status).toBe(200);
    expect(
      (await admin('patch', `/contactmessages/${conversation.id}/status`, support).send({ status: 'resolved' })).status,
    ).toBe(200);
    expect((await request(t.app).get(`/api/v1/admin/contactmessages/${conversation.id}`)).status).toBe(401);
  });
});
