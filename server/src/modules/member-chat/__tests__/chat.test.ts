import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { matchMessages } from '../../../db/schema';
import { APP, createSocialApp, pushesTo, quickMember, type Member } from '../../../test-support/social-kit';
import { conversations, history, markRead, matchUp, send } from '../../../test-support/chat-kit';

describe('Chat between matches', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  let matchId: string;
  let phone = 0;
  const nextMember = () => quickMember(t, `0807${String(2220000 + ++phone).padStart(7, '0')}`);

  beforeAll(async () => {
    t = await createSocialApp();
    ada = await nextMember();
    bola = await nextMember();
    matchId = await matchUp(t, ada, bola);
  });
  afterAll(() => t.close());

  it('When a member sends a message, then it is 201 with seq 1, and a retry with the same clientMessageId is 200 with the same message and no second row or push', async () => {
    const clientMessageId = randomUUID();
    const first = await send(t.app, ada, matchId, '  Hello Bola\n', clientMessageId);
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({ seq: 1, fromMe: true, text: 'Hello Bola', readByThem: false });
    const again = await send(t.app, ada, matchId, 'Hello Bola', clientMessageId);
    expect(again.status).toBe(200);
    expect(again.body.message._id).toBe(first.body.message._id);
    expect(await t.ctx.db.$count(matchMessages, eq(matchMessages.matchId, matchId))).toBe(1);
    const pushes = pushesTo(await t.settled(), bola).filter((p) => p.data.type === 'message');
    expect(pushes).toEqual([
      {
        token: bola.pushToken,
        title: `New message from Q${ada.phone.slice(-4)}`,
        body: expect.any(String),
        data: { type: 'message', matchId, seq: '1' },
      },
    ]);
    expect(JSON.stringify(pushes)).not.toContain('Hello Bola');
  });

  it('When the text is empty, too long, has control characters or is not NFC, then it is refused or normalised', async () => {
    expect((await send(t.app, bola, matchId, '   ')).status).toBe(400);
    expect((await send(t.app, bola, matchId, 'x'.repeat(2001))).status).toBe(400);
    const control = await send(t.app, bola, matchId, 'bad\u0007bell');
    expect(control.status).toBe(400);
    expect(control.body.error).toBe('A message cannot contain control characters');
    expect((await send(t.app, bola, matchId, 'tab\there')).status).toBe(400);
    expect(
      (
        await request(t.app)
          .post(`${APP}/matches/${matchId}/messages`)
          .set('Authorization', bola.auth)
          .send({ clientMessageId: 'nope', text: 'hi' })
      ).status,
    ).toBe(400);
    const nfc = await send(t.app, bola, matchId, 'Cafe\u0301 <b>two\nlines</b>');
    expect(nfc.status).toBe(201);
    expect(nfc.body.message.text).toBe('Caf\u00e9 <b>two\nlines</b>');
    expect(nfc.body.message.seq).toBe(2);
    expect((await send(t.app, bola, matchId, 'x'.repeat(2000))).status).toBe(201);
  });

  it('When history is paged, then after= is oldest first, before= newest first, and nextCursor resumes without gaps', async () => {
    const newest = await history(t.app, ada, matchId, { limit: 2 });
    expect(newest.status).toBe(200);
    expect(newest.body.items.map((m: { seq: number }) => m.seq)).toEqual([3, 2]);
    expect(newest.body.nextCursor).toBe('2');
    const older = await history(t.app, ada, matchId, { before: 2, limit: 2 });
    expect(older.body).toMatchObject({ items: [{ seq: 1, fromMe: true }], nextCursor: null });
    const after = await history(t.app, bola, matchId, { after: 1 });
    expect(after.body.items.map((m: { seq: number; fromMe: boolean }) => [m.seq, m.fromMe])).toEqual([
      [2, true],
      [3, true],
    ]);
    expect((await history(t.app, ada, matchId, { after: 1, before: 3 })).status).toBe(400);
    expect((await history(t.app, ada, matchId, { limit: 101 })).status).toBe(400);
  });

  it('When a member reads, then the mark only moves forward, unread follows it, and readByThem shows only while both keep receipts on', async () => {
    const listed = await conversations(t.app, ada);
    expect(listed.status).toBe(200);
    expect(listed.body.items[0]).toMatchObject({
      matchId,
      unread: 2,
      lastMessage: { seq: 3, fromMe: false },
      member: { _id: bola.memberId },
    });
    expect((await markRead(t.app, ada, matchId, 3)).body).toEqual({ matchId, seq: 3 });
    expect((await markRead(t.app, ada, matchId, 1)).body).toEqual({ matchId, seq: 3 });
    expect((await markRead(t.app, ada, matchId, 99)).body).toEqual({ matchId, seq: 3 });
    expect((await conversations(t.app, ada)).body.items[0].unread).toBe(0);
    expect(
      (await history(t.app, bola, matchId, { after: 0 })).body.items.map((m: { readByThem: boolean }) => m.readByThem),
    ).toEqual([false, true, true]);

    expect(
      (await request(t.app).patch(`${APP}/me`).set('Authorization', ada.auth).send({ readReceipts: false })).body
        .readReceipts,
    ).toBe(false);
    expect(
      (await history(t.app, bola, matchId, { after: 0 })).body.items.map((m: { readByThem: boolean }) => m.readByThem),
    ).toEqual([false, false, false]);
    await markRead(t.app, bola, matchId, 3);
    expect((await history(t.app, ada, matchId, { after: 0 })).body.items[0].readByThem).toBe(false);
    await request(t.app).patch(`${APP}/me`).set('Authorization', ada.auth).send({ readReceipts: true });
    expect((await history(t.app, ada, matchId, { after: 0 })).body.items[0].readByThem).toBe(true);
  });

  it('When the other side has not replied, then the 4th message answers 429 "Wait for a reply before sending more"', async () => {
    const [a, b] = [await nextMember(), await nextMember()];
    const id = await matchUp(t, a, b);
    for (let i = 1; i <= 3; i++) expect((await send(t.app, a, id, `hi ${i}`)).status).toBe(201);
    const fourth = await send(t.app, a, id, 'hi 4');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe('Wait for a reply before sending more');
    expect((await send(t.app, b, id, 'hello')).status).toBe(201);
    expect((await send(t.app, a, id, 'hi 4')).status).toBe(201);
  });

  it('When a member sends a 31st message within a minute, then it answers 429 with Retry-After', async () => {
    const [a, b] = [await nextMember(), await nextMember()];
    const id = await matchUp(t, a, b);
    await send(t.app, b, id, 'go ahead');
    for (let i = 1; i <= 30; i++) expect((await send(t.app, a, id, `m ${i}`)).status).toBe(201);
    const over = await send(t.app, a, id, 'one too many');
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('When a member sent 1,000 messages in the last day, then the next answers 429 with Retry-After', async () => {
    const [a, b] = [await nextMember(), await nextMember()];
    const id = await matchUp(t, a, b);
    await send(t.app, a, id, 'say something');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.ctx.db.insert(matchMessages).values(
      Array.from({ length: 1000 }, (_, i) => ({
        matchId: id,
        senderId: b.memberId,
        seq: i + 2,
        clientMessageId: randomUUID(),
        text: 'x',
        createdAt: hourAgo,
      })),
    );
    await t.ctx.db.execute(sql`update member_matches set last_seq = 1001 where id = ${id}`);
    const over = await send(t.app, b, id, 'again');
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('You have sent the most messages allowed today. Please try again later');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(22 * 3600);
  });

  it('When someone outside the match, or after an unmatch or a block, calls, then every chat call answers 404', async () => {
    const [a, b, outsider] = [await nextMember(), await nextMember(), await nextMember()];
    const id = await matchUp(t, a, b);
    expect((await send(t.app, a, id, 'hi')).status).toBe(201);
    expect((await send(t.app, outsider, id, 'hi')).status).toBe(404);
    expect((await history(t.app, outsider, id)).status).toBe(404);
    expect((await markRead(t.app, outsider, id, 1)).status).toBe(404);
    expect((await send(t.app, a, 'not-a-uuid', 'hi')).status).toBe(404);

    await request(t.app).post(`${APP}/blocks`).set('Authorization', b.auth).send({ memberId: a.memberId });
    expect((await send(t.app, a, id, 'still there?')).status).toBe(404);
    expect((await history(t.app, b, id)).status).toBe(404);
    expect(
      (await conversations(t.app, a)).body.items.find((c: { matchId: string }) => c.matchId === id),
    ).toBeUndefined();

    const [c, d] = [await nextMember(), await nextMember()];
    const other = await matchUp(t, c, d);
    await request(t.app).delete(`${APP}/matches/${other}`).set('Authorization', c.auth);
    expect((await send(t.app, d, other, 'hello?')).status).toBe(404);
  });

  it('When the partner is blocked by staff, disabled, back in sign-up or blocked either way, then a send answers 404 as history does, and 201 again once it is undone', async () => {
    // chat_send_message checks the partner with the member_visible_to fragment memberVisibleTo is built from (§6);
    // history reads through memberVisibleTo.
    const [a, b] = [await nextMember(), await nextMember()];
    const id = await matchUp(t, a, b);
    const cases: [string, string, string][] = [
      [
        'staff block',
        `update members set is_blocked = true where id = '${b.memberId}'`,
        `update members set is_blocked = false where id = '${b.memberId}'`,
      ],
      [
        'disabled',
        `update members set disabled = true where id = '${b.memberId}'`,
        `update members set disabled = false where id = '${b.memberId}'`,
      ],
      [
        'sign-up unfinished',
        `update members set completed_signup = false where id = '${b.memberId}'`,
        `update members set completed_signup = true where id = '${b.memberId}'`,
      ],
      [
        'sign-up step',
        `update signup_authentications set auth_step = 5 where member_id = '${b.memberId}'`,
        `update signup_authentications set auth_step = 11 where member_id = '${b.memberId}'`,
      ],
      [
        'sender blocks',
        `insert into member_blocks (blocker_id, blocked_id) values ('${a.memberId}', '${b.memberId}')`,
        `delete from member_blocks where blocker_id = '${a.memberId}'`,
      ],
      [
        'partner blocks',
        `insert into member_blocks (blocker_id, blocked_id) values ('${b.memberId}', '${a.memberId}')`,
        `delete from member_blocks where blocker_id = '${b.memberId}'`,
      ],
    ];
    let n = 0;
    for (const [label, apply, undo] of cases) {
      await t.ctx.db.execute(sql.raw(apply));
      expect([label, (await send(t.app, a, id, `try ${++n}`)).status, (await history(t.app, a, id)).status]).toEqual([
        label,
        404,
        404,
      ]);
      await t.ctx.db.execute(sql.raw(undo));
      expect([label, (await send(t.app, n % 2 ? b : a, id, `back ${n}`)).status]).toEqual([label, 201]);
    }
  });

  it('When a member has more conversations than a page, then the cursor pages on, most recent activity first', async () => {
    const hub = await nextMember();
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) ids.push(await matchUp(t, hub, await nextMember()));
    await send(t.app, hub, ids[0]!, 'now the freshest');
    const first = await conversations(t.app, hub);
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].matchId).toBe(ids[0]);
    const second = await conversations(t.app, hub, first.body.nextCursor);
    expect(second.body).toMatchObject({ items: [{ matchId: ids[1] }], nextCursor: null });
    expect((await conversations(t.app, hub, 'garbage')).status).toBe(400);
  });
});
