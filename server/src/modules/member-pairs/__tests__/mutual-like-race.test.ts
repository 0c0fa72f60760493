import request from 'supertest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DAILY_LIKE_LIMIT } from '@blynd/shared';
import { memberDailyCounts, memberLikes, memberMatches, memberNotifications } from '../../../db/schema';
import {
  APP,
  createSocialApp,
  like,
  memberRows,
  pushesTo,
  quickMember,
  type Member,
} from '../../../test-support/social-kit';

// PGlite runs one query at a time, so two likes can never interleave there: these races show only on a server.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/**
 * Runs the calls with at most `width` in flight, in order. The test pool has 5 connections, so the database
 * sees the same contention as with all of them at once, while no request waits past the 3 s connection
 * timeout (a 503) on a loaded machine.
 */
async function inFlight<T>(calls: (() => Promise<T>)[], width = 24): Promise<T[]> {
  const results: T[] = new Array(calls.length);
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const i = next++;
      results[i] = await calls[i]!();
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

onServer('Likes under concurrency (PostgreSQL server)', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  beforeAll(async () => {
    // Requests queue for the pool's five connections while the pair locks are held: a wait, not an outage.
    t = await createSocialApp({ connectionTimeoutMs: 60_000 });
  });
  afterAll(() => t.close());

  it('When 50 pairs like each other at the same instant, then each pair gets exactly one match and each member is told of it exactly once', async () => {
    const people: Member[] = [];
    for (let i = 0; i < 100; i++) people.push(await quickMember(t, `0809${String(2000000 + i).padStart(7, '0')}`));
    const pairs = Array.from({ length: 50 }, (_, i) => [people[2 * i]!, people[2 * i + 1]!] as const);

    const answers = await inFlight(
      pairs.flatMap(([a, b]) => [() => like(t, a, b.memberId), () => like(t, b, a.memberId)]),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const pushes = await t.settled();
    const problems: string[] = [];
    for (const [i, [a, b]] of pairs.entries()) {
      const [first, second] = [answers[2 * i]!.body, answers[2 * i + 1]!.body];
      const matches = await t.ctx.db.$count(
        memberMatches,
        sql`${memberMatches.memberLowId} = least(${a.memberId}::uuid, ${b.memberId}::uuid) and ${memberMatches.memberHighId} = greatest(${a.memberId}::uuid, ${b.memberId}::uuid)`,
      );
      if (matches !== 1) problems.push(`pair ${i}: ${matches} matches`);
      if (Number(first.matched) + Number(second.matched) !== 1)
        problems.push(`pair ${i}: answers ${JSON.stringify([first.matched, second.matched])}`);
      for (const m of [a, b]) {
        const told = await t.ctx.db.$count(
          memberNotifications,
          and(eq(memberNotifications.memberId, m.memberId), eq(memberNotifications.kind, 'match')),
        );
        const pushed = pushesTo(pushes, m).filter((p) => p.data.kind === 'match').length;
        if (told !== 1 || pushed !== 1)
          problems.push(`pair ${i}: ${m.phone} told ${told} times, pushed ${pushed} times`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('When a member fires 120 likes at once, then exactly 100 are taken and the other 20 answer 429 with nothing written', async () => {
    const liker = await quickMember(t, '08093000001', false);
    const targets = await memberRows(t, 120, 'Target');
    const answers = await inFlight(targets.map((id) => () => like(t, liker, id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(DAILY_LIKE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await t.ctx.db.$count(memberLikes, eq(memberLikes.likerId, liker.memberId))).toBe(DAILY_LIKE_LIMIT);
    expect(
      (await t.ctx.db.select().from(memberDailyCounts).where(eq(memberDailyCounts.memberId, liker.memberId)))[0]!.used,
    ).toBe(DAILY_LIKE_LIMIT);
    expect(
      await t.ctx.db.$count(
        memberNotifications,
        and(eq(memberNotifications.kind, 'like'), inArray(memberNotifications.memberId, targets)),
      ),
    ).toBe(DAILY_LIKE_LIMIT);
    const sent = await request(t.app).get(`${APP}/likes/sent`).set('Authorization', liker.auth);
    expect(sent.body.items).toHaveLength(20);
  });
});
