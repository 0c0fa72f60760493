import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { openTestDatabase } from '../../../test-support/test-database';
import { minimumBid, shownStatus } from '../bid-rules';

// The bid rules' one text is sql/bid-rules.sql (decision 0096). Their answers on the edges are written out here; the
// minimum and the shown status, which the server also computes to show an auction (bid-rules.ts), are held to the SQL
// on many generated cases.

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

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

type Standing = { current: number | null; leader: string | null; leaderMax: number | null };
const open: Standing = { current: null, leader: null, leaderMax: null };
const aLeadsAt40: Standing = { current: 20, leader: A, leaderMax: 40 };

/** [why, the auction (starting bid 10, increment 5), who bids, their maximum, the decision]. */
const decisions: [string, Standing, string, number, Record<string, unknown>][] = [
  ['below the starting bid', open, A, 9, { refusal: 'too-low' }],
  ['a first bid at the starting bid', open, A, 10, { leads: true, current_bid: 10, leader_max: 10, releases: false }],
  ['a first bid pays the starting bid', open, A, 50, { leads: true, current_bid: 10, leader_max: 50, releases: false }],
  ['the leader below the minimum', aLeadsAt40, A, 24, { refusal: 'too-low' }],
  ['the leader at their own maximum', aLeadsAt40, A, 40, { refusal: 'already-higher' }],
  [
    'the leader raises their maximum',
    aLeadsAt40,
    A,
    60,
    { leads: true, current_bid: 20, leader_max: 60, releases: true },
  ],
  ['another below the minimum', aLeadsAt40, B, 24, { refusal: 'too-low' }],
  [
    'another at the minimum',
    aLeadsAt40,
    B,
    25,
    { leads: false, current_bid: 30, leader: A, leader_max: 40, releases: false },
  ],
  [
    'another covered by the leader',
    aLeadsAt40,
    B,
    30,
    { leads: false, current_bid: 35, leader: A, leader_max: 40, releases: false },
  ],
  [
    'a tie goes to the earlier bid',
    aLeadsAt40,
    B,
    40,
    { leads: false, current_bid: 40, leader: A, leader_max: 40, releases: false },
  ],
  ['one over: the price is capped', aLeadsAt40, B, 41, { leads: true, current_bid: 41, leader: B, outbid: A }],
  ['well over: the leader plus one', aLeadsAt40, B, 100, { leads: true, current_bid: 45, leader: B, outbid: A }],
];

describe('the bid rules in SQL (sql/bid-rules.sql)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('When bids of every kind are decided, then each answer is the proxy rule’s', async () => {
    for (const [why, standing, member, max, expected] of decisions) {
      const [row] = rowsOf<Record<string, unknown>>(
        await database.db.execute(sql`select * from auction_bid_decision(10, 5, ${standing.current}::integer,
          ${standing.leader}::uuid, ${standing.leaderMax}::integer, ${member}::uuid, ${max}::integer)`),
      );
      const answer = {
        refusal: row!.refusal,
        leads: row!.leads,
        current_bid: row!.current_bid,
        leader: row!.leader_member_id,
        leader_max: row!.leader_max,
        releases: row!.releases_previous_leader,
        outbid: row!.outbid_member_id,
      };
      const accepted = { refusal: null, leader: member, releases: true, outbid: null };
      const want = expected.refusal
        ? { refusal: expected.refusal, leads: null, current_bid: null, leader: null, leader_max: null }
        : { ...accepted, leader_max: max, ...expected };
      expect({ why, answer }).toEqual({ why, answer: expect.objectContaining(want) });
    }
  });

  it('When a bid lands before, at and inside the soft close, and near the cap, then the end moves as the rule says', async () => {
    const t = Date.UTC(2026, 10, 27, 12);
    const s = (seconds: number) => t + seconds * 1000;
    /** [why, now, effective end, first end, soft close, cap, the end after the bid] (all but the seconds: seconds from t). */
    const ends: [string, number, number, number, number, number, number][] = [
      ['no soft close', 599, 600, 600, 0, 3600, 600],
      ['before the window', 299, 600, 600, 300, 3600, 600],
      ['at the window’s edge', 300, 600, 600, 300, 3600, 600],
      ['inside the window', 500, 600, 600, 300, 3600, 800],
      ['capped', 610, 620, 600, 300, 30, 630],
    ];
    for (const [why, now, effective, first, soft, cap, after] of ends) {
      const [row] = rowsOf<{ end_ms: string }>(
        await database.db
          .execute(sql`select (extract(epoch from auction_extended_end(${new Date(s(now)).toISOString()}::timestamptz,
          ${new Date(s(effective)).toISOString()}::timestamptz, ${new Date(s(first)).toISOString()}::timestamptz,
          ${soft}::integer, ${cap}::integer)) * 1000)::bigint::text as end_ms`),
      );
      expect({ why, end: Number(row!.end_ms) }).toEqual({ why, end: s(after) });
    }
  });

  it('When auctions are shown around their start and end, then bid-rules.ts gives the status and minimum the SQL gives', async () => {
    const r = generator(300);
    const base = Date.UTC(2026, 10, 27, 12);
    const cases = Array.from({ length: 2000 }, (_, i) => {
      const ends = base + r.int(-600, 600) * 1000;
      const effective = ends + r.int(0, 3600) * 1000;
      const now = effective + r.pick([-1, 0, 1, r.int(-900_000, 900_000)]);
      const starts = ends - r.pick([3_600_000, 0]) - r.int(0, 600_000);
      const startsAtNow = r.int(0, 5) === 0;
      const status = r.pick(['draft', 'scheduled', 'scheduled', 'ended', 'cancelled']);
      const starting = r.int(1, 200);
      const increment = r.int(1, 50);
      const current = r.int(0, 3) === 0 ? null : starting + r.int(0, 400);
      return { i, effective, now: startsAtNow ? starts : now, starts, status, starting, increment, current };
    });
    const at = (ms: number) => new Date(ms).toISOString();
    const rows = rowsOf<{ i: number; status: string; minimum: number }>(
      await database.db.execute(sql`
        select c.i, auction_shown_status(c.status, c.starts, c.effective, c.now) as status,
          auction_minimum_bid(c.starting, c.increment, c.current) as minimum
        from jsonb_to_recordset(${JSON.stringify(
          cases.map((c) => ({ ...c, now: at(c.now), effective: at(c.effective), starts: at(c.starts) })),
        )}::jsonb) as c(i int, now timestamptz, effective timestamptz, starts timestamptz, status text, starting int,
          increment int, current int)
        order by c.i`),
    );
    const differing = rows.filter((row) => {
      const c = cases[row.i]!;
      const auction = { status: c.status, startsAt: new Date(c.starts), effectiveEndsAt: new Date(c.effective) };
      const bidding = { startingBid: c.starting, increment: c.increment, currentBid: c.current };
      return row.status !== shownStatus(auction, new Date(c.now)) || Number(row.minimum) !== minimumBid(bidding);
    });
    expect(differing.map((row) => ({ case: cases[row.i], sql: row }))).toEqual([]);
    expect(rows).toHaveLength(cases.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['draft', 'scheduled', 'live', 'ended', 'cancelled']),
    );
  });
});
