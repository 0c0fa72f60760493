import { call, query, type Answer } from './support/api';
import { sleep, waitFor } from './support/net';
import { startPaystackStandIn, type PaystackStandIn } from '../../src/test-support/paystack-stand-in';
import { startPostgres, type PostgresInstance } from './support/postgres-instance';
import { startServerProcess, type ServerProcess } from './support/server-process';

const CODE = '246810';
const MEMBERS = 16;

type Like = { from: number; to: number; answer?: Answer };

/**
 * PostgreSQL goes away while members like each other (§5, decision 0050). Every like in the
 * outage must answer 503 JSON quickly, and none may leave half a match behind: after recovery and a retry
 * of everything refused, every pair has exactly one match, both likes, and one match notice per member.
 */
describe('Database outage during likes', () => {
  let pg: PostgresInstance;
  let dbUrl: string;
  let paystack: PaystackStandIn;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    pg = await startPostgres();
    dbUrl = await pg.createDatabase('blynd_likes_outage');
    paystack = await startPaystackStandIn();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await paystack?.close();
    pg?.destroy();
  });

  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: dbUrl,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_BASE_URL: paystack.url,
    DB_POOL_SIZE: '5',
    ...extra,
  });

  it('When PostgreSQL stops and restarts while members like each other, then likes answer 503 JSON in the outage and no match is half made', async () => {
    // The first start seeds the demo data; the members are then signed in with reviewer codes (production sends real SMS).
    server = await startServerProcess(env());
    const rows = await query<{ phone: string }>(
      dbUrl,
      `select m.phone from members m where m.completed_signup and not m.is_blocked and not m.disabled
         and not exists (select 1 from signup_authentications sa where sa.member_id = m.id and sa.auth_step <> 11)
       order by m.phone limit ${MEMBERS}`,
    );
    expect(rows).toHaveLength(MEMBERS);
    await server.stop('SIGTERM');
    server = await startServerProcess(env({ SMS_TEST_NUMBERS: rows.map((r) => `${r.phone}:${CODE}`).join(',') }));
    const url = server.url;

    const members: { id: string; auth: string }[] = [];
    for (const { phone } of rows) {
      const asked = await call(url, '/api/v1/app/auth/otp/request', { body: { phone } });
      const verified = await call(url, '/api/v1/app/auth/otp/verify', {
        body: { challengeId: asked.body.challengeId, code: CODE },
      });
      expect(verified.status).toBe(200);
      members.push({ id: (verified.body.member as { _id: string })._id, auth: `Bearer ${verified.body.accessToken}` });
    }
    // The demo data set has matches of its own: the counts at the end are compared with these.
    const countsNow = async () =>
      (
        await query<{ matches: number; likes: number; notices: number; most: number }>(
          dbUrl,
          `select (select count(*)::int from member_matches) as matches, (select count(*)::int from member_likes) as likes,
                  (select count(*)::int from member_notifications where kind = 'match') as notices,
                  (select coalesce(max(n), 0)::int from (select count(*) as n from member_notifications where kind = 'match' group by member_id, related_id) x) as most`,
        )
      )[0]!;
    const before = await countsNow();
    const likeCall = (l: Like) =>
      call(url, `/api/v1/app/likes/${members[l.to]!.id}`, {
        method: 'POST',
        headers: { authorization: members[l.from]!.auth, 'app-version': '65' },
      });

    // Every ordered pair once, interleaved so both directions of a pair land near each other.
    const likes: Like[] = [];
    for (let a = 0; a < MEMBERS; a++) for (let b = 0; b < MEMBERS; b++) if (a !== b) likes.push({ from: a, to: b });
    likes.sort(
      (x, y) =>
        ((Math.min(x.from, x.to) * 31 + Math.max(x.from, x.to)) % 97) -
          ((Math.min(y.from, y.to) * 31 + Math.max(y.from, y.to)) % 97) || x.from - y.from,
    );

    let next = 0;
    const sent: { like: Like; answer: Answer; at: number }[] = [];
    async function worker() {
      while (next < likes.length) {
        const like = likes[next++]!;
        const answer = await likeCall(like);
        like.answer = answer;
        sent.push({ like, answer, at: Date.now() });
        await sleep(40);
      }
    }
    const workers = [0, 1, 2, 3].map(worker);
    await sleep(1_000);
    const stoppedAt = Date.now();
    pg.stop();
    await sleep(4_000);
    pg.start();
    const startedAt = Date.now();
    const ready = await waitFor(async () => (await call(url, '/readyz')).status === 200, 20_000, 200);
    if (ready === undefined)
      throw new Error(`not ready: ${JSON.stringify(await call(url, '/readyz'))}\n${server.output().slice(-3000)}`);
    await Promise.all(workers);
    expect(server.alive()).toBe(true);

    const inOutage = sent.filter((s) => s.at > stoppedAt + 500 && s.at < startedAt);
    expect(inOutage.length).toBeGreaterThan(3);
    for (const s of inOutage) {
      expect({
        status: s.answer.status,
        json: s.answer.contentType.startsWith('application/json'),
        slow: s.answer.ms > 3_500,
      }).toEqual({ status: 503, json: true, slow: false });
    }
    expect(
      sent
        .filter((s) => ![200, 503].includes(s.answer.status))
        .map((s) => `${s.answer.status} ${JSON.stringify(s.answer.body)} at ${s.at - stoppedAt} ms`),
    ).toEqual([]);

    // Right after recovery, before any retry: a match only with both likes and both notices, never alone.
    const half = await query<{ problem: string }>(
      dbUrl,
      `select 'match without both likes' as problem from member_matches mm
         where not exists (select 1 from member_likes l where l.liker_id = mm.member_low_id and l.liked_id = mm.member_high_id)
            or not exists (select 1 from member_likes l where l.liker_id = mm.member_high_id and l.liked_id = mm.member_low_id)
       union all
       select 'match without a notice' from member_matches mm
         where (select count(*) from member_notifications n where n.kind = 'match' and n.related_id = mm.id) <> 2
       union all
       select 'both likes without a match' from member_likes l
         join member_likes r on r.liker_id = l.liked_id and r.liked_id = l.liker_id and l.liker_id < l.liked_id
         where not exists (select 1 from member_matches mm where mm.member_low_id = l.liker_id and mm.member_high_id = l.liked_id)
       union all
       select 'like without its allowance' from member_likes l
         where (select coalesce(sum(used), 0) from member_daily_counts c where c.member_id = l.liker_id and c.kind = 'like')
             < (select count(*) from member_likes x where x.liker_id = l.liker_id)`,
    );
    expect(half.map((r) => r.problem)).toEqual([]);
    // Every match answered is there (a 503 whose commit went through before the connection died is possible, so not the reverse).
    const made = new Set((await query<{ id: string }>(dbUrl, 'select id from member_matches')).map((r) => r.id));
    const answered = sent
      .filter((s) => s.answer.status === 200 && s.answer.body.matched === true)
      .map((s) => (s.answer.body.match as { _id: string })._id);
    expect(answered.filter((id) => !made.has(id))).toEqual([]);

    // Retrying what the outage refused finishes the job exactly once; a retry of a like whose match did commit is told so.
    for (const like of likes.filter((l) => l.answer?.status !== 200)) {
      const answer = await likeCall(like);
      expect(answer.status === 200 || (answer.status === 409 && typeof answer.body.matchId === 'string')).toBe(true);
    }
    const pairs = (MEMBERS * (MEMBERS - 1)) / 2;
    const counts = await countsNow();
    expect({
      ...counts,
      matches: counts.matches - before.matches,
      likes: counts.likes - before.likes,
      notices: counts.notices - before.notices,
    }).toEqual({
      matches: pairs,
      likes: 2 * pairs,
      notices: 2 * pairs,
      most: 1,
    });
  });
});
