import request from 'supertest';
import { eq } from 'drizzle-orm';
import { contactMessages, mailOutbox, members } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { signInMember, type SignedInMember } from '../../../test-support/member-session';
import { eraseAccount } from '../../member-account/member-account.service';
import { adminApp, type Session } from '../../admin/__tests__/admin-kit';

/** Issue 22, items 10 and 11: who a support conversation belongs to, and where each of its messages came from. */
describe('Admin inbox: one conversation per sender and channel', () => {
  let t: TestApp;
  let s: Session;
  let ip = 0;
  const fromApp = (member: SignedInMember, subject: string) =>
    request(t.app)
      .post('/api/v1/app/support')
      .set('Authorization', `Bearer ${member.accessToken}`)
      .send({ subject, message: `${subject}: details` });
  const fromWeb = (email: string, subject: string) =>
    request(t.app)
      .post('/api/v1/public/sendmessage')
      .set('X-Forwarded-For', `10.22.0.${++ip}`)
      .send({ email, fullname: 'Someone Else', phone: '08090000000', subject, message: `${subject}: details` });
  const rowsOf = (memberId: string) =>
    t.ctx.db.select().from(contactMessages).where(eq(contactMessages.memberId, memberId));
  const thread = (messageId: string) =>
    request(t.app).get(`/api/v1/admin/contactmessages/${messageId}`).set('Authorization', s.auth);

  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When two members without an email write from the app, then each has a conversation of their own', async () => {
    const [ada, bola] = [await signInMember(t.app, '08061220001'), await signInMember(t.app, '08061220002')];
    for (const m of [ada, bola])
      expect((await t.ctx.db.select().from(members).where(eq(members.id, m.memberId)))[0]!.email ?? '').toBe('');
    expect((await fromApp(ada, 'Ada first')).status).toBe(201);
    expect((await fromApp(bola, 'Bola first')).status).toBe(201);
    expect((await fromApp(ada, 'Ada again')).status).toBe(201);
    const [[adaFirst, adaAgain], [bolaFirst]] = [await rowsOf(ada.memberId), await rowsOf(bola.memberId)].map((rows) =>
      rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
    );
    expect(adaFirst!.conversationId).toBeNull();
    expect(bolaFirst!.conversationId).toBeNull();
    expect(adaAgain!.conversationId).toBe(adaFirst!.id);
    const bolaThread = await thread(bolaFirst!.id);
    expect(bolaThread.body.thread.map((e: { subject: string }) => e.subject)).toEqual(['Bola first']);
    expect(bolaThread.body.member).toMatchObject({ _id: bola.memberId, matchedBy: 'account' });
  });

  it("When a member is deleted, then another member's message is never deleted with theirs", async () => {
    const [chidi, dayo] = [await signInMember(t.app, '08061220003'), await signInMember(t.app, '08061220004')];
    await fromApp(chidi, 'Chidi first');
    await fromApp(dayo, 'Dayo first');
    // A conversation threaded before this fix may hold another sender's message: deletion must still spare it.
    const [chidiRow] = await rowsOf(chidi.memberId);
    const [dayoRow] = await rowsOf(dayo.memberId);
    await t.ctx.db
      .update(contactMessages)
      .set({ conversationId: chidiRow!.id })
      .where(eq(contactMessages.id, dayoRow!.id));
    await eraseAccount(t.ctx, { id: chidi.memberId, phone: '2348061220003' });
    expect(await rowsOf(chidi.memberId)).toEqual([]);
    const [kept] = await rowsOf(dayo.memberId);
    expect(kept).toMatchObject({ id: dayoRow!.id, subject: 'Dayo first', conversationId: null });
    expect((await thread(kept!.id)).body.thread.map((e: { subject: string }) => e.subject)).toEqual(['Dayo first']);
  });

  it("When someone uses a signed-in member's address on the web form, then it stays in a conversation of its own, marked as the unverified web form", async () => {
    const efe = await signInMember(t.app, '08061220005');
    await t.ctx.db
      .update(members)
      .set({ email: 'efe.member@example.com', firstName: 'Efe', lastName: 'Member' })
      .where(eq(members.id, efe.memberId));
    expect((await fromApp(efe, 'Efe from the app')).status).toBe(201);
    expect((await fromWeb('Efe.Member@example.com', 'Anonymous on the web')).status).toBe(201);
    const [appRow] = await rowsOf(efe.memberId);
    const appThread = await thread(appRow!.id);
    expect(appThread.body.thread.map((e: { subject: string; channel: string }) => [e.subject, e.channel])).toEqual([
      ['Efe from the app', 'app'],
    ]);
    expect(appThread.body.conversation.channel).toBe('app');
    expect(appThread.body.member).toMatchObject({ _id: efe.memberId, matchedBy: 'account' });

    const [webRow] = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Anonymous on the web'));
    expect(webRow).toMatchObject({ conversationId: null, memberId: null, channel: 'web' });
    const webThread = await thread(webRow!.id);
    expect(webThread.body.conversation.channel).toBe('web');
    expect(webThread.body.thread[0]).toMatchObject({ channel: 'web', author: { email: 'Efe.Member@example.com' } });
    // The address only suggests who wrote it: never the account itself.
    expect(webThread.body.member).toMatchObject({ _id: efe.memberId, matchedBy: 'email' });

    expect(
      (
        await request(t.app).post('/api/v1/admin/replycontactmessage').set('Authorization', s.auth).send({
          messageId: webRow!.id,
          email: webRow!.email,
          fullname: webRow!.fullname,
          subject: 'Re',
          message: 'Hello',
          previousMessage: webRow!.message,
        })
      ).status,
    ).toBe(200);
    const replied = await thread(webRow!.id);
    expect(replied.body.thread.map((e: { kind: string; channel: string }) => `${e.kind}:${e.channel}`)).toEqual([
      'message:web',
      'reply:email',
    ]);
  });

  it('When a reply names the message, then the address and name the client sends are not needed and never used: it goes to the stored sender', async () => {
    expect((await fromWeb('stored.sender@example.com', 'Reply target')).status).toBe(201);
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Reply target'));
    const reply = (body: object) =>
      request(t.app)
        .post('/api/v1/admin/replycontactmessage')
        .set('Authorization', s.auth)
        .send({ messageId: row!.id, subject: 'Re: Reply target', previousMessage: row!.message, ...body });
    expect((await reply({ message: 'Thanks for writing' })).status).toBe(200);
    expect(
      (await reply({ message: 'One more thing', email: 'someone.else@example.com', fullname: 'Someone Else' })).status,
    ).toBe(200);
    const sent = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Re: Reply target'));
    expect(sent.map((mail) => mail.to)).toEqual(['stored.sender@example.com', 'stored.sender@example.com']);
  });

  it('When a web-form message comes from a new address, then it never joins a conversation with an empty address', async () => {
    const legacy = await t.ctx.db
      .insert(contactMessages)
      .values({ email: '', fullname: 'Old app row', phone: '', subject: 'Legacy', message: 'x', channel: 'web' })
      .returning();
    expect((await fromWeb('fresh.sender@example.com', 'Fresh')).status).toBe(201);
    const [fresh] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Fresh'));
    expect(fresh!.conversationId).toBeNull();
    expect((await thread(legacy[0]!.id)).body.member).toBeNull();
  });
});
