import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { openTestDatabase } from '../../../test-support/test-database';
import { decideBid, extendedEnd, shownStatus, type BidDecision } from '../bid-rules';

// bid-rules.ts is the model; auction_place_bid (migration 0018) applies the same rules in SQL under the auction's lock.
// Both run on the same cases here, many of them on the edges (ties, the exact minimum, the cap, the end itself).

const MEMBERS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

/** A small seeded generator, so a failure names a case that comes back on the next run. */
function generator(seed: number) {
  let state = seed;
  // mulberry32
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

type BidCase = {
  i: number;
  starting: number;
  increment: number;
  current: number | null;
  leader: string | null;
  leaderMax: number | null;
  member: string;
  max: number;
};

function bidCases(count: number): BidCase[] {
  const r = generator(96);
  return Array.from({ length: count }, (_, i) => {
    const starting = r.int(1, 200);
    const increment = r.int(1, 50);
    const open = r.int(0, 3) === 0;
    const current = open ? null : starting + r.int(0, 20) * r.pick([0, 1, increment]);
    const leaderMax = current === null ? null : current + r.pick([0, 1, increment, r.int(0, 400)]);
    const leader = current === null ? null : r.pick(MEMBERS);
    const minimum = current === null ? starting : current + increment;
    const near = [
      minimum - 1,
      minimum,
      minimum + 1,
      leaderMax ?? starting,
      (leaderMax ?? starting) + 1,
      (leaderMax ?? 0) - 1,
    ];
    const max = r.int(0, 2) === 0 ? minimum + r.int(-100, 600) : r.pick(near);
    return { i, starting, increment, current, leader, leaderMax, member: r.pick(MEMBERS), max };
  });
}

type SqlDecision = {
  refusal: string | null;
  leads: boolean | null;
  current_bid: number | null;
  leader_member_id: string | null;
  leader_max: number | null;
  releases_previous_leader: boolean | null;
  outbid_member_id: string | null;
};

const fromModel = (decision: BidDecision) =>
  decision.kind === 'refused'
    ? { refusal: decision.refusal }
    : {
        refusal: null,
        leads: decision.leading,
        currentBid: decision.currentBid,
        leaderMemberId: decision.leaderMemberId,
        leaderMax: decision.leaderMax,
        releasesPreviousLeader: decision.releasesPreviousLeader,
        outbidMemberId: decision.outbidMemberId,
      };

const fromSql = (row: SqlDecision) =>
  row.refusal !== null
    ? { refusal: row.refusal }
    : {
        refusal: null,
        leads: row.leads,
        currentBid: row.current_bid,
        leaderMemberId: row.leader_member_id,
        leaderMax: row.leader_max,
        releasesPreviousLeader: row.releases_previous_leader,
        outbidMemberId: row.outbid_member_id,
      };

describe('the bid rules in SQL agree with bid-rules.ts', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('When 3,000 bids of every kind are decided by both, then every decision is the same', async () => {
    const cases = bidCases(3000);
    const rows = rowsOf<SqlDecision & { i: number }>(
      await database.db.execute(sql`
        select c.i, d.* from jsonb_to_recordset(${JSON.stringify(cases)}::jsonb)
          as c(i int, starting int, increment int, current int, leader uuid, "leaderMax" int, member uuid, max int)
        cross join lateral auction_bid_decision(c.starting, c.increment, c.current, c.leader, c."leaderMax", c.member, c.max) d
        order by c.i`),
    );
    const model = cases.map((c) =>
      fromModel(
        decideBid(
          {
            startingBid: c.starting,
            increment: c.increment,
            currentBid: c.current,
            leaderMemberId: c.leader,
            leaderMax: c.leaderMax,
          },
          c.member,
          c.max,
        ),
      ),
    );
    const differing = rows.filter((row) => JSON.stringify(fromSql(row)) !== JSON.stringify(model[row.i]));
    expect(differing.map((row) => ({ case: cases[row.i], sql: fromSql(row), model: model[row.i] }))).toEqual([]);
    expect(rows).toHaveLength(cases.length);
    // Every branch is met: refusals of both kinds, a first bid, a raise, an outbid, a bid the leader covers, a tie.
    const kinds = new Set(
      model.map((m) => m.refusal ?? `${m.leads}-${m.releasesPreviousLeader}-${m.outbidMemberId !== null}`),
    );
    expect([...kinds].sort()).toEqual([
      'already-higher',
      'false-false-false',
      'too-low',
      'true-false-false',
      'true-true-false',
      'true-true-true',
    ]);
  });

  it('When bids land around the soft close, the cap and the end, then the extended end and the shown status are the same', async () => {
    const r = generator(300);
    const base = Date.UTC(2026, 10, 27, 12);
    const cases = Array.from({ length: 2000 }, (_, i) => {
      const softClose = r.pick([0, 1, 60, 300]);
      const maxExtension = r.pick([0, 30, 3600]);
      const ends = base + r.int(-600, 600) * 1000;
      const effective = ends + r.int(0, maxExtension) * 1000;
      const now =
        effective +
        r.pick([-softClose * 1000 - 1, -softClose * 1000, -softClose * 1000 + 1, -1, 0, 1, r.int(-900_000, 900_000)]);
      const starts = ends - r.pick([3_600_000, 0]) - r.int(0, 600_000);
      const status = r.pick(['draft', 'scheduled', 'scheduled', 'ended', 'cancelled']);
      return { i, softClose, maxExtension, ends, effective, now, starts, status };
    });
    const at = (ms: number) => new Date(ms).toISOString();
    const rows = rowsOf<{ i: number; end_ms: string; status: string }>(
      await database.db.execute(sql`
        select c.i,
          (extract(epoch from auction_extended_end(c.now, c.effective, c.ends, c.soft, c.cap)) * 1000)::bigint::text as end_ms,
          auction_shown_status(c.status, c.starts, c.effective, c.now) as status
        from jsonb_to_recordset(${JSON.stringify(
          cases.map((c) => ({
            ...c,
            now: at(c.now),
            effective: at(c.effective),
            ends: at(c.ends),
            starts: at(c.starts),
            soft: c.softClose,
            cap: c.maxExtension,
          })),
        )}::jsonb) as c(i int, now timestamptz, effective timestamptz, ends timestamptz, starts timestamptz, soft int, cap int, status text)
        order by c.i`),
    );
    const differing = rows.filter((row) => {
      const c = cases[row.i]!;
      const auction = {
        status: c.status,
        startsAt: new Date(c.starts),
        endsAt: new Date(c.ends),
        effectiveEndsAt: new Date(c.effective),
        softCloseSeconds: c.softClose,
        maxExtensionSeconds: c.maxExtension,
      };
      const now = new Date(c.now);
      return Number(row.end_ms) !== extendedEnd(now, auction).getTime() || row.status !== shownStatus(auction, now);
    });
    expect(differing.map((row) => ({ case: cases[row.i], sql: row }))).toEqual([]);
    expect(rows).toHaveLength(cases.length);
  });
});
