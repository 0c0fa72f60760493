import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INTRO_MESSAGE_LIMIT } from '@blynd/shared';
import { matchMessages } from '../../../db/schema';
import { createSocialApp, quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { sendInOneCall, sendManyInOneCall, type SendValues } from '../chat.repository';
import { SEND_RULES } from '../chat.service';
import { sendQueued } from '../send-queue';

// Sends that arrive together go to the database together (decision 0116); each answers as it would have alone.
describe('Chat: sends in one call', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let phone = 0;
  const nextMember = () => quickMember(t, `0806${String(4440000 + ++phone).padStart(7, '0')}`, false);
  /** A match where both have written, so the intro rule holds nobody back. */
  const talkingPair = async () => {
    const [a, b] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, a, b);
    expect((await send(t.app, a, matchId, 'hi')).status).toBe(201);
    expect((await send(t.app, b, matchId, 'hello')).status).toBe(201);
    return { a, b, matchId };
  };
  const sendOf = (from: Member, matchId: string, text = 'In a batch', clientMessageId = randomUUID()): SendValues => ({
    sessionId: from.sessionId,
    matchId,
    senderId: from.memberId,
    clientMessageId,
    text,
    now: new Date(),
  });
  const seqsIn = async (matchId: string) =>
    (
      await t.ctx.db
        .select({ seq: matchMessages.seq })
        .from(matchMessages)
        .where(eq(matchMessages.matchId, matchId))
        .orderBy(matchMessages.seq)
    ).map((r) => r.seq);

  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  it('When one call carries sends of every kind, then each answers in order what it would have answered alone', async () => {
    const { a, b, matchId } = await talkingPair();
    const [c, d] = [await nextMember(), await nextMember()];
    const quietMatch = await matchUp(t, c, d);
    const repeated = randomUUID();
    const sends = [
      sendOf(a, matchId, 'first', repeated),
      sendOf(b, matchId, 'second'),
      sendOf(a, matchId, 'first again', repeated),
      sendOf(c, matchId, 'not my match'),
      { ...sendOf(a, matchId), sessionId: randomUUID() },
      ...Array.from({ length: INTRO_MESSAGE_LIMIT + 1 }, (_, i) => sendOf(c, quietMatch, `intro ${i}`)),
    ];
    const answers = await sendManyInOneCall(t.ctx.db, SEND_RULES, sends);
    expect(answers.map((x) => x.outcome.kind)).toEqual([
      'sent',
      'sent',
      'known',
      'not-found',
      'session',
      ...Array(INTRO_MESSAGE_LIMIT).fill('sent'),
      'wait-for-reply',
    ]);
    const [first, second, again] = answers.map((x) => x.outcome);
    if (first!.kind !== 'sent' || second!.kind !== 'sent' || again!.kind !== 'known') throw new Error('kinds');
    expect([first.row.seq, second.row.seq]).toEqual([3, 4]);
    expect(again.row).toEqual(first.row);
    expect(answers[0]!.standing?.authStep).toBe(11);
    expect(answers[4]!.standing).toBeUndefined();
    expect(await seqsIn(matchId)).toEqual([1, 2, 3, 4]);
    expect(await seqsIn(quietMatch)).toEqual(Array.from({ length: INTRO_MESSAGE_LIMIT }, (_, i) => i + 1));
  });

  it('When one send of a call fails in the database, then only it fails: the others are sent alone and stored once', async () => {
    const { a, b, matchId } = await talkingPair();
    // Text with a NUL byte is refused by the database (the route's schema refuses it sooner); here it breaks its call.
    const sends = Array.from({ length: 12 }, (_, i) =>
      sendOf(i % 2 ? a : b, matchId, i === 5 ? 'bad\u0000' : `m ${i}`),
    );
    const answers = await Promise.allSettled(sends.map((s) => sendQueued(t.ctx.db, SEND_RULES, s)));
    expect(answers.map((x) => x.status)).toEqual(sends.map((_, i) => (i === 5 ? 'rejected' : 'fulfilled')));
    const kinds = answers.flatMap((x) => (x.status === 'fulfilled' ? [x.value.outcome.kind] : []));
    expect(kinds).toEqual(Array(11).fill('sent'));
    expect(await seqsIn(matchId)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
  });

  it('When many sends reach the queue at once, then every one is stored once and the seqs have no gap', async () => {
    const { a, b, matchId } = await talkingPair();
    const sends = Array.from({ length: 30 }, (_, i) => sendOf(i % 2 ? a : b, matchId, `queued ${i}`));
    const answers = await Promise.all(sends.map((s) => sendQueued(t.ctx.db, SEND_RULES, s)));
    // Two calls run at once, so two sends that came together may commit in either order.
    const seqs = answers.map((x) => (x.outcome.kind === 'sent' ? x.outcome.row.seq : -1));
    expect(seqs.sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 3));
    expect(await seqsIn(matchId)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
  });

  // PGlite runs one statement at a time: calls can only wait for each other on the server.
  const onServer = process.env.DATABASE_URL ? it : it.skip;

  onServer(
    'When two calls hold the same matches in opposite orders, then neither waits for the other in a circle',
    async () => {
      // Each call locks every sender and match row it needs first, in one order; without that, these two deadlock.
      const one = await talkingPair();
      const two = await talkingPair();
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.all([
          sendManyInOneCall(t.ctx.db, SEND_RULES, [sendOf(one.a, one.matchId), sendOf(two.a, two.matchId)]),
          sendManyInOneCall(t.ctx.db, SEND_RULES, [sendOf(two.b, two.matchId), sendOf(one.b, one.matchId)]),
        ]);
        expect(answers.flat().map((x) => x.outcome.kind)).toEqual(['sent', 'sent', 'sent', 'sent']);
      }
      expect(await seqsIn(one.matchId)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
    },
  );

  onServer(
    'When single sends and calls of several race in one match, then seqs have no gap and a client id is stored once',
    async () => {
      const { a, b, matchId } = await talkingPair();
      const repeated = randomUUID();
      const calls = Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? sendInOneCall(t.ctx.db, SEND_RULES, sendOf(a, matchId, 'same', repeated)).then((x) => [x])
          : sendManyInOneCall(t.ctx.db, SEND_RULES, [
              sendOf(b, matchId),
              sendOf(a, matchId, 'same', repeated),
              sendOf(a, matchId),
            ]),
      );
      const kinds = (await Promise.all(calls)).flat().map((x) => x.outcome.kind);
      expect(kinds.filter((k) => k === 'sent')).toHaveLength(9);
      expect(kinds.filter((k) => k === 'known')).toHaveLength(7);
      expect(await seqsIn(matchId)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    },
  );
});
