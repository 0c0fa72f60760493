import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES_PER_MINUTE } from '@blynd/shared';
import { rowsOf } from '../../../db/rows';
import { matchMessages, memberMatches } from '../../../db/schema';
import { createSocialApp, quickMember } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { sendInOneCall, type SendAnswer } from '../chat.repository';
import { SEND_RULES } from '../chat.service';

// PGlite runs one query at a time, so two sends can never interleave there: these races show only on a server.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('Chat under concurrency (PostgreSQL server)', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  it('When 20 messages are sent at once in one match, then they take seq 1..20 with no gap and no repeat', async () => {
    const [a, b] = [await quickMember(t, '08095550001', false), await quickMember(t, '08095550002', false)];
    const matchId = await matchUp(t, a, b);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(t.app, i % 2 ? a : b, matchId, `message ${i}`)),
    );
    // The intro rule may hold back a side that got ahead before the other's first message committed.
    const sent = answers.filter((r) => r.status === 201);
    expect(answers.filter((r) => r.status !== 201 && r.status !== 429)).toEqual([]);
    const rows = await t.ctx.db
      .select({ seq: matchMessages.seq })
      .from(matchMessages)
      .where(eq(matchMessages.matchId, matchId))
      .orderBy(matchMessages.seq);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: sent.length }, (_, i) => i + 1));
    expect(sent.map((r) => r.body.message.seq).sort((x: number, y: number) => x - y)).toEqual(rows.map((r) => r.seq));
  });

  it('When 20 messages in a conversation under way are sent at once, then all 20 are stored with consecutive seqs', async () => {
    const [a, b] = [await quickMember(t, '08095550003', false), await quickMember(t, '08095550004', false)];
    const matchId = await matchUp(t, a, b);
    await send(t.app, a, matchId, 'hi');
    await send(t.app, b, matchId, 'hello');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(t.app, i % 2 ? a : b, matchId, `message ${i}`)),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    const rows = await t.ctx.db
      .select({ seq: matchMessages.seq })
      .from(matchMessages)
      .where(eq(matchMessages.matchId, matchId))
      .orderBy(matchMessages.seq);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
  });

  it('When the same clientMessageId is sent 20 times at once, then one row exists and every answer carries it (one 201, the rest 200)', async () => {
    const [a, b] = [await quickMember(t, '08095550005', false), await quickMember(t, '08095550006', false)];
    const matchId = await matchUp(t, a, b);
    const clientMessageId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, a, matchId, 'only once', clientMessageId)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual(
      [200, ...Array(19).fill(200)].map((s, i) => (i === 0 ? 201 : s)).sort(),
    );
    expect(new Set(answers.map((r) => r.body.message._id)).size).toBe(1);
    expect(await t.ctx.db.$count(matchMessages, eq(matchMessages.matchId, matchId))).toBe(1);
  });

  it('When a member at 28 messages this minute sends in four matches at once, then two are stored and two answer 429', async () => {
    // Sends in different matches share no row: only the sender's lock keeps them from counting the window side by
    // side. The four are held at their match rows until all of them wait on a lock, then let go together. They go as
    // four calls, as from four instances: one instance's queue runs two calls at once (decision 0116).
    const a = await quickMember(t, '08095550007', false);
    const matchIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const b = await quickMember(t, `0809555001${i}`, false);
      const matchId = await matchUp(t, a, b);
      await send(t.app, b, matchId, 'hello');
      matchIds.push(matchId);
    }
    for (let i = 0; i < MESSAGES_PER_MINUTE - 2; i++)
      expect((await send(t.app, a, matchIds[i % 4]!, `m ${i}`)).status).toBe(201);
    let sending: Promise<SendAnswer[]> = Promise.resolve([]);
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from member_matches where ${inArray(memberMatches.id, matchIds)} for update`);
      sending = Promise.all(
        matchIds.map((matchId) =>
          sendInOneCall(t.ctx.db, SEND_RULES, {
            sessionId: a.sessionId,
            matchId,
            senderId: a.memberId,
            clientMessageId: randomUUID(),
            text: 'at once',
            now: new Date(),
          }),
        ),
      );
      for (let waiting = 0, tries = 0; waiting < 4 && tries < 200; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        await tx.execute(sql`select pg_stat_clear_snapshot()`);
        const [row] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(distinct l.pid)::int as n from pg_locks l join pg_stat_activity s on s.pid = l.pid
            where not l.granted and s.datname = current_database()`),
        );
        waiting = row!.n;
      }
    });
    const answers = await sending;
    expect(answers.map((r) => r.outcome.kind).sort()).toEqual(['minute-full', 'minute-full', 'sent', 'sent']);
    expect(await t.ctx.db.$count(matchMessages, inArray(matchMessages.matchId, matchIds))).toBe(
      4 + MESSAGES_PER_MINUTE,
    );
  });
});
