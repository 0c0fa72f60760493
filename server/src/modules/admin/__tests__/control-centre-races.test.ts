import request from 'supertest';
import { desc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, CANNED_REPLY_MESSAGES } from '@blynd/shared';
import { contactMessages, contactReplies, mailOutbox, systemNotifications } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, type Session } from './admin-kit';
import { startSmtp } from './smtp-kit';

// PGlite runs one query at a time, so concurrent requests never overlap inside the database there; these
// races (decisions 0081-0083) are real only on a PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('Control centre actions racing on PostgreSQL: each happens once', () => {
  let t: TestApp;
  let s: Session;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const admin = (method: 'post' | 'put', path: string) =>
    request(t.app)[method](`/api/v1/admin${path}`).set('Authorization', s.auth);
  const mailsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to)).length;
  let n = 0;
  const newConversation = async () => {
    const email = `racer${++n}@example.com`;
    const [row] = await t.ctx.db
      .insert(contactMessages)
      .values({ email, fullname: 'Racer', phone: '08090000000', subject: `Race ${n}`, message: 'Help' })
      .returning();
    return row!;
  };
  const replyBody = (row: typeof contactMessages.$inferSelect, message: string) => ({
    messageId: row.id,
    email: row.email,
    fullname: row.fullname,
    subject: `Re: ${row.subject}`,
    message,
    previousMessage: row.message,
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
    s = await createAdminSession(t, 'Admin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('When a queued mail is retried 10 times at once, then it is sent once and its attempts count every send', async () => {
    smtp.refuse(true);
    const sent = await t.ctx.mailer.send({ to: 'retry-race@example.com', subject: 'Queued', text: 'Once' });
    expect(sent.status).toBe('pending');
    smtp.refuse(false);
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin('post', `/mailoutbox/${sent.id}/retry`)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(9);
    expect(mailsTo('retry-race@example.com')).toBe(1);
    const [row] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimedUntil: null });
  });

  it('When the periodic flush and manual retries run at the same moment, then each queued mail goes out once', async () => {
    smtp.refuse(true);
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await t.ctx.mailer.send({ to: `flush-race-${i}@example.com`, subject: 'Queued', text: 'Once' })).id);
    smtp.refuse(false);
    await Promise.all([
      t.ctx.mailer.flushOutbox(),
      t.ctx.mailer.flushOutbox(),
      ...ids.flatMap((id) => [t.ctx.mailer.retry(id), t.ctx.mailer.retry(id)]),
    ]);
    for (let i = 0; i < 3; i++) expect(mailsTo(`flush-race-${i}@example.com`)).toBe(1);
  });

  it('When the same reply is sent 5 times at once, with or without an Idempotency-Key, then one reply is kept and one mail goes out', async () => {
    const plain = await newConversation();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin('post', '/replycontactmessage').send(replyBody(plain, 'Fixed for you.'))),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((res) => res.body.message === ADMIN_MESSAGES.replyAlreadySent)).toHaveLength(4);
    expect(new Set(answers.map((res) => res.body.reply._id)).size).toBe(1);
    expect(await t.ctx.db.$count(contactReplies, eq(contactReplies.contactMessageId, plain.id))).toBe(1);
    expect(mailsTo(plain.email)).toBe(1);

    const keyed = await newConversation();
    const key = 'reply-action-0001';
    await Promise.all(
      Array.from({ length: 5 }, () =>
        admin('post', '/replycontactmessage').set('Idempotency-Key', key).send(replyBody(keyed, 'Keyed answer.')),
      ),
    );
    expect(await t.ctx.db.$count(contactReplies, eq(contactReplies.contactMessageId, keyed.id))).toBe(1);
    expect(mailsTo(keyed.email)).toBe(1);
    const reused = await admin('post', '/replycontactmessage')
      .set('Idempotency-Key', key)
      .send(replyBody(keyed, 'Another text under the same key.'));
    expect({ status: reused.status, error: reused.body.error }).toEqual({
      status: 409,
      error: ADMIN_MESSAGES.idempotencyKeyReused,
    });
  });

  it('When the same system message is sent 3 times at once, then every member gets one announcement', async () => {
    const before = await t.ctx.db.$count(systemNotifications, eq(systemNotifications.title, 'Maintenance tonight'));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        admin('post', '/sendsystemmessage')
          .set('Idempotency-Key', 'broadcast-action-1')
          .send({ title: 'Maintenance tonight', message: 'From 1am.' }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.notif._id)).size).toBe(1);
    const unkeyed = await Promise.all(
      Array.from({ length: 3 }, () =>
        admin('post', '/sendsystemmessage').send({ title: 'Maintenance tonight', message: 'From 1am.' }),
      ),
    );
    expect(new Set(unkeyed.map((res) => res.body.notif._id)).size).toBe(1);
    // One from the keyed action, one from the unkeyed one: two distinct user actions.
    expect(await t.ctx.db.$count(systemNotifications, eq(systemNotifications.title, 'Maintenance tonight'))).toBe(
      before + 2,
    );
  });

  it('When 5 Admins save an edit of the same canned reply version at once, then one lands and the others get 409', async () => {
    const created = await admin('post', '/cannedreplies').send({ title: 'Race reply', body: 'v1' });
    const { _id: id, version } = created.body.reply;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        admin('put', `/cannedreplies/${id}`).send({ title: 'Race reply', body: `edit ${i}`, version }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(
      answers.filter((res) => res.status === 409 && res.body.error === CANNED_REPLY_MESSAGES.staleEdit),
    ).toHaveLength(4);
    const winner = answers.find((res) => res.status === 200)!.body.reply;
    const [latest] = (
      await request(t.app).get('/api/v1/admin/cannedreplies').set('Authorization', s.auth)
    ).body.replies.filter((r: { _id: string }) => r._id === id);
    expect(latest).toMatchObject({ body: winner.body, version: version + 1 });
  });

  it('When the outbox is listed after the races, then nothing is left claimed', async () => {
    const claimed = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(claimed.filter((row) => row.claimedUntil !== null)).toEqual([]);
  });
});
