/**
 * The `tokens` group: the token ledger (decision 0094) and auctions with proxy bids (decision 0096) at scale.
 *
 * Seed (set-based, between dropIndexes and rebuildIndexes like the social tables): `bench_token_holders` lists
 * the members with tokens and how many postings each has; every posting has two entries that sum to zero, and
 * every account's balance is set to the sum of its entries afterwards. Per member, posting 0 is a purchase,
 * then the pattern hold, release (of that hold), spend, grant repeats, so kinds, amounts and times vary but a
 * member's available and held tokens never go below zero. Most holders have about 20 postings (a realistic
 * history), LONG_HISTORY_MEMBERS have LONG_HISTORY_POSTINGS each (plus what rounding left short of the entries
 * asked for), and the bidders have one purchase of
 * BIDDER_TOKENS. The load runs with session_replication_role = replica, which skips the per-row deferred
 * "posting sums to zero" trigger and the foreign key triggers; both hold by construction, and the ledger check
 * proves the sums afterwards.
 *
 * Figures: GET /me (the yardstick every p95 is divided by), GET /tokens and /tokens/history for realistic and
 * long histories, POST /auctions/:id/bids on one hot auction at a fixed offered rate (then a step-up for the
 * ceiling, a fresh auction and fresh bidders per step), the auctions' state checked in SQL afterwards, and the
 * ledger check (verifyLedger, `npm run tokens:verify`'s function) over everything.
 */
import { randomUUID } from 'node:crypto';
import { AUCTION_MESSAGES } from '@blynd/shared';
import type { AppContext } from '../../server/src/context';
import { openDatabase } from '../../server/src/db/client';
import { createLogger } from '../../server/src/lib/logger';
import { verifyLedger } from '../../server/src/modules/tokens/ledger/verify-ledger';
import type { BenchDatabase } from './database';
import { jsonOf, leanRequest } from './lean-http';
import type { MemberSessions } from './member-sessions';
import { BULK_SESSION, type SeedStep } from './seed-social-sql';
import { summarize, type Summary } from './stats';

const APP = '/api/v1/app';
/** Tables of this file whose indexes are built after the load (token_postings keeps its primary key: a foreign key needs it). */
export const TOKEN_TABLES = ['token_postings', 'token_entries'];
export const LONG_HISTORY_MEMBERS = 20;
export const LONG_HISTORY_POSTINGS = 10_000;
/** Postings of a realistic history, on average (each between 0.2 and 1.8 times this). */
const REALISTIC_POSTINGS = 20;
/** Every bidder's purchase: far more than any maximum the bench bids. */
export const BIDDER_TOKENS = 1_000_000;

/** The hot auction: the first bid at STARTING_BID, each later bid offers BID_STEP more than the one sent before it. */
const STARTING_BID = 10;
const INCREMENT = 5;
export const BID_STEP = 20;
export const BID_TARGET_MS = 20;
/**
 * The figure's run, then the step-up for the ceiling (each step a fresh auction, stopping at the first miss). The
 * figure's run follows `warmupSeconds` at its rate on an auction of its own, not counted: the server's pool opens
 * the connections that rate needs, whose first calls load the catalogue, as a server taking bids all day has done.
 */
export const HOT_AUCTION = { rate: 200, seconds: 10, warmupSeconds: 2 };
export const STEP_UP = { rates: [10, 25, 50, 75, 100, 150, 200, 300, 400, 500, 650, 800, 1000], seconds: 5 };
/** Bids sent one at a time (each waiting for the answer before), before the figure. */
const ALONE_BIDS = 200;
export const BIDDERS_NEEDED =
  ALONE_BIDS +
  HOT_AUCTION.rate * (HOT_AUCTION.warmupSeconds + HOT_AUCTION.seconds) +
  STEP_UP.rates.reduce((sum, rate) => sum + rate * STEP_UP.seconds, 0);

const hash = (expr: string, salt: number) => `(hashint4(${expr} # ${salt}) & 2147483647)`;

/** Holders, their accounts, postings and entries, balances; `entries` is the ledger size asked for. */
export function tokenSeedStatements(members: number, entries: number, bidders: number): SeedStep[] {
  const postings = Math.ceil(entries / 2);
  const long = LONG_HISTORY_MEMBERS * LONG_HISTORY_POSTINGS;
  const realisticPostings = Math.max(0, postings - long - bidders);
  const realisticHolders = Math.max(
    1,
    Math.min(Math.floor(members / 4) - LONG_HISTORY_MEMBERS, Math.ceil(realisticPostings / REALISTIC_POSTINGS)),
  );
  const average = realisticPostings / realisticHolders;
  return [
    {
      label: `token holders: ${realisticHolders.toLocaleString('en')} realistic, ${LONG_HISTORY_MEMBERS} long histories, ${bidders.toLocaleString('en')} bidders (bench_token_holders)`,
      sql: `
drop table if exists bench_token_holders;
create unlogged table bench_token_holders (member_id uuid primary key, i int not null, t int not null, purchase bigint not null,
  role text not null, available_id uuid not null default gen_random_uuid(), held_id uuid not null default gen_random_uuid());
-- Members who may sign in (not blocked or disabled): one in four holds tokens, another one in four (with a finished sign-up) bids.
insert into bench_token_holders (member_id, i, t, purchase, role)
select id, i, t, 1000 + 10 * t, case when rn <= ${LONG_HISTORY_MEMBERS} then 'long' else 'realistic' end
from (
  select m.id, substr(m.phone, 5)::int as i, row_number() over (order by substr(m.phone, 5)::int) as rn,
    case when row_number() over (order by substr(m.phone, 5)::int) <= ${LONG_HISTORY_MEMBERS} then ${LONG_HISTORY_POSTINGS}
      else greatest(1, round((0.2 + 1.6 * (${hash('substr(m.phone, 5)::int', 8128)} % 1000) / 1000.0) * ${average}))::int end as t
  from members m
  where m.phone like '2347%' and substr(m.phone, 5)::int % 4 = 1 and not m.is_blocked and not m.disabled) h
where rn <= ${LONG_HISTORY_MEMBERS + realisticHolders};
insert into bench_token_holders (member_id, i, t, purchase, role)
select m.id, substr(m.phone, 5)::int, 1, ${BIDDER_TOKENS}, 'bidder'
from members m
where m.phone like '2347%' and substr(m.phone, 5)::int % 4 = 3 and m.completed_signup and not m.is_blocked and not m.disabled
order by substr(m.phone, 5)::int limit ${bidders};
-- The long histories take what rounding left short, so the ledger holds at least the entries asked for.
update bench_token_holders set t = t + ceil(greatest(0, ${postings} - (select sum(t) from bench_token_holders)) / ${LONG_HISTORY_MEMBERS}.0)::int,
  purchase = 1000 + 10 * (t + ceil(greatest(0, ${postings} - (select sum(t) from bench_token_holders)) / ${LONG_HISTORY_MEMBERS}.0)::int)
where role = 'long';
analyze bench_token_holders`,
    },
    {
      label: 'token accounts (available and held per holder)',
      sql: `
insert into token_accounts (id, kind, member_id)
select available_id, 'available', member_id from bench_token_holders
union all select held_id, 'held', member_id from bench_token_holders`,
    },
    {
      label: `about ${postings.toLocaleString('en')} postings and ${(postings * 2).toLocaleString('en')} entries, side by side`,
      run: (db) =>
        db.execParallel(
          [
            `insert into token_postings (id, idempotency_key, kind, reference, created_at)
             select pid, 'bench:' || i || ':' || j, kind, reference, at from (${ledgerRows()}) r`,
            // The two legs of a posting: the first account gives `amount`, the second receives it.
            `insert into token_entries (posting_id, account_id, amount, kind, reference, created_at)
             select pid, case when leg = 1 then giver else taker end, case when leg = 1 then -amount else amount end, kind, reference, at
             from (${ledgerRows()}) r cross join (values (1), (2)) as legs(leg)`,
          ],
          BULK_SESSION,
          2,
        ),
    },
    {
      label: 'token balances (each account the sum of its entries)',
      sql: `
${BULK_SESSION};
update token_accounts a set balance = s.sum
from (select account_id, sum(amount) as sum from token_entries group by account_id) s
where a.id = s.account_id;
set session_replication_role = origin`,
    },
  ];
}

/**
 * Posting j of holder h: its id (from h and j, so postings and entries can be written side by side), kind,
 * amount, the account that gives and the one that receives, reference and time (oldest first).
 */
function ledgerRows() {
  const holdAmount = (j: string) => `(10 + ${hash(`h.i`, 0)} % 7 + ${hash(`h.i # ${j}`, 4441)} % 90)`;
  return `
select md5('bench-token:' || h.i || ':' || j)::uuid as pid, h.i, j, p.kind, p.amount,
  case p.kind when 'purchase' then s.sales when 'grant' then s.grants when 'release' then h.held_id else h.available_id end as giver,
  case p.kind when 'hold' then h.held_id when 'spend' then s.auction_spend else h.available_id end as taker,
  case when p.kind = 'purchase' then 'BENCH-TOK-' || h.i || '-' || j else md5('bench-ref:' || h.i || ':' || (j / 4))::uuid::text end as reference,
  now() - make_interval(mins => (h.t - j) * 47 + ${hash('h.i', 77)} % 47) as at
from bench_token_holders h
cross join lateral generate_series(0, h.t - 1) as j
cross join (select
    (select id from token_accounts where kind = 'sales' and member_id is null) as sales,
    (select id from token_accounts where kind = 'grants' and member_id is null) as grants,
    (select id from token_accounts where kind = 'auction_spend' and member_id is null) as auction_spend) s
cross join lateral (select
    case when j = 0 then 'purchase' when j % 4 = 1 then 'hold' when j % 4 = 2 then 'release' when j % 4 = 3 then 'spend' else 'grant' end as kind,
    case when j = 0 then h.purchase when j % 4 = 1 then ${holdAmount('j')} when j % 4 = 2 then ${holdAmount('(j - 1)')}
      when j % 4 = 3 then 1 + ${hash('h.i # j', 991)} % 10 else 5 end::bigint as amount) p`;
}

export type TokenSubjects = {
  realistic: string[];
  long: string[];
  bidders: string[];
  averageRealistic: number;
  /** Postings of each long history. */
  longPostings: number;
};

/** Realistic holders (a random sample), the long histories and the bidders, in bidding order. */
export async function pickTokenSubjects(db: BenchDatabase, count: number): Promise<TokenSubjects> {
  const ids = async (where: string, order: string, limit: number) =>
    (
      await db.query<{ member_id: string }>(
        `select member_id from bench_token_holders where ${where} order by ${order} limit ${limit}`,
      )
    ).map((row) => row.member_id);
  const [average] = await db.query<{ realistic: string; long: string }>(
    `select avg(t) filter (where role = 'realistic') as realistic, max(t) filter (where role = 'long') as long from bench_token_holders`,
  );
  return {
    realistic: await ids(`role = 'realistic'`, 'hashint4(i # 2718)', count),
    long: await ids(`role = 'long'`, 'i', LONG_HISTORY_MEMBERS),
    // Bidders who never bid (BENCH_REUSE=1 runs again on the same data; the seed makes three runs' worth).
    bidders: await ids(
      `role = 'bidder' and not exists (select 1 from auction_bids b where b.member_id = bench_token_holders.member_id)`,
      'i',
      BIDDERS_NEEDED,
    ),
    averageRealistic: Math.round(Number(average?.realistic ?? 0) * 10) / 10,
    longPostings: Number(average?.long ?? 0),
  };
}

/** `runs` sequential GETs after `warmup` untimed ones, cycling through `members`; a non-2xx answer aborts the figure. */
async function timeGets(
  base: string,
  sessions: MemberSessions,
  path: string,
  members: string[],
  runs: number,
  warmup: number,
  check: (body: unknown) => void = () => undefined,
): Promise<Summary> {
  const samples: number[] = [];
  for (let k = 0; k < warmup + runs; k++) {
    const memberId = members[k % members.length];
    const started = performance.now();
    const res = await fetch(base + APP + path, { headers: sessions.headers(memberId) });
    const body: unknown = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`HTTP ${res.status} from ${path}: ${JSON.stringify(body).slice(0, 300)}`);
    check(body);
    if (k >= warmup) samples.push(ms);
  }
  return summarize(samples);
}

/** The yardstick: GET /me, each call a different member. */
export const measureMe = (base: string, sessions: MemberSessions, members: string[], runs: number) =>
  timeGets(base, sessions, '/me', members, runs, 10);

type History = { items: { amount: number }[]; nextCursor: string | null };

/** Balance and history, first page, for realistic members (one call each) and the long histories (in turn). */
export async function measureTokenReads(base: string, sessions: MemberSessions, subjects: TokenSubjects, runs: number) {
  let items = 0;
  let withNextPage = 0;
  const countItems = (body: unknown) => {
    const page = body as History;
    items += page.items.length;
    if (page.nextCursor) withNextPage++;
  };
  const history = async (members: string[]) => {
    items = 0;
    withNextPage = 0;
    const summary = await timeGets(base, sessions, '/tokens/history', members, runs, 10, countItems);
    return { ...summary, itemsPerPage: Math.round((items / (runs + 10)) * 10) / 10, withNextPage };
  };
  return {
    balanceRealistic: await timeGets(base, sessions, '/tokens', subjects.realistic, runs, 10),
    historyRealistic: await history(subjects.realistic),
    balanceLong: await timeGets(base, sessions, '/tokens', subjects.long, runs, 10),
    historyLong: await history(subjects.long),
  };
}

/** A live auction that ends in an hour (no soft close within the bench), for one run of bids; times in whole ms, as the control centre's. */
async function createLiveAuction(db: BenchDatabase, title: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(`
    insert into auctions (title, description, kind, starting_bid, increment, starts_at, ends_at, effective_ends_at, status)
    select '${title.replace(/'/g, "''")}', 'Bench auction', 'experience', ${STARTING_BID}, ${INCREMENT},
      t - interval '1 minute', t + interval '1 hour', t + interval '1 hour', 'scheduled'
    from (select date_trunc('milliseconds', now()) as t) now
    returning id`);
  return row.id;
}

export type BidRun = {
  auctionId: string;
  offeredRate: number;
  seconds: number;
  sent: number;
  achievedRate: number;
  /** From the first bid sent to the last answer. */
  drainSeconds: number;
  latency: Summary;
  accepted: number;
  tooLow: number;
  errors: number;
  statuses: Record<string, number>;
  firstError?: string;
};

/**
 * Open loop: bid k is sent at k / rate seconds (never waiting for earlier answers), by its own member, with a
 * maximum BID_STEP above the bid sent before it. A 409 "too low" is a right answer (a later bid got the lock
 * first); any other non-201 answer or a failed request is an error. At most `maxInFlight` requests are in
 * flight (with 1, each bid waits for the answer to the one before: the time a bid takes alone).
 */
async function offerBids(
  base: string,
  sessions: MemberSessions,
  auctionId: string,
  bidders: string[],
  rate: number,
  seconds: number,
  maxInFlight = 2000,
): Promise<BidRun> {
  const total = Math.min(bidders.length, Math.round(rate * seconds));
  const headers = bidders
    .slice(0, total)
    .map((id) => ({ ...sessions.headers(id), 'content-type': 'application/json' }));
  const samples: number[] = [];
  const statuses: Record<string, number> = {};
  let tooLow = 0;
  let firstError: string | undefined;
  const inFlight = new Set<Promise<void>>();
  const bid = async (k: number) => {
    const started = performance.now();
    try {
      const answer = await leanRequest(`${base}${APP}/auctions/${auctionId}/bids`, {
        method: 'POST',
        headers: headers[k]!,
        body: JSON.stringify({ clientBidId: randomUUID(), maxAmount: STARTING_BID + k * BID_STEP }),
      });
      if (answer.status === 0) throw new Error(answer.error);
      const body = jsonOf<{ error: string }>(answer);
      samples.push(performance.now() - started);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status === 409 && body.error === AUCTION_MESSAGES.tooLow) tooLow++;
      else if (answer.status !== 201) firstError ??= `${answer.status} ${answer.body.slice(0, 200)}`;
    } catch (error) {
      statuses.failed = (statuses.failed ?? 0) + 1;
      firstError ??= error instanceof Error ? error.message : String(error);
    }
  };
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; sent < due && inFlight.size < maxInFlight; sent++) {
      const call = bid(sent).finally(() => inFlight.delete(call));
      inFlight.add(call);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  const drainSeconds = (performance.now() - started) / 1000;
  const accepted = statuses['201'] ?? 0;
  return {
    auctionId,
    offeredRate: rate,
    seconds,
    sent,
    achievedRate: Math.round(sent / sendSeconds),
    drainSeconds: Math.round(drainSeconds * 10) / 10,
    latency: summarize(samples),
    accepted,
    tooLow,
    errors: sent - accepted - tooLow,
    statuses,
    firstError,
  };
}

export type AuctionCheck = {
  bidRows: number;
  /** Bids placed whose answer was an error (a 503 after the commit, while reading the view): the app retries those with the same clientBidId. */
  placedDespiteError: number;
  bidCount: number;
  leaderIsHighestBid: boolean;
  price: number;
  expectedPrice: number;
  membersHolding: number;
  heldTotal: number;
  leaderHeld: number;
  leaderMax: number;
  biddersWhole: boolean;
  ok: boolean;
};

/**
 * The auction after a run, read in SQL: exactly one leader (the highest maximum), the price rule (the second
 * highest maximum plus one increment, capped at the leader's maximum; the starting bid for a single bid), and
 * among this run's bidders only the leader holds tokens, exactly their maximum, and nobody lost any.
 */
async function checkAuction(
  db: BenchDatabase,
  auctionId: string,
  bidders: string[],
  answers: { accepted: number; errors: number },
): Promise<AuctionCheck | { ok: false; error: string }> {
  const [a] = await db.query<{
    bid_rows: string;
    bid_count: number;
    current_bid: number;
    leader_member_id: string;
    leader_bid_id: string;
    leader_max: number;
    top_id: string;
    top_member: string;
    top_max: number;
    second_max: number | null;
    starting_bid: number;
    increment: number;
  }>(`
    select (select count(*) from auction_bids b where b.auction_id = a.id) as bid_rows, a.bid_count, a.current_bid,
      a.leader_member_id, a.leader_bid_id, a.leader_max, a.starting_bid, a.increment,
      top.id as top_id, top.member_id as top_member, top.max_amount as top_max,
      (select max(max_amount) from auction_bids b where b.auction_id = a.id and b.id <> top.id) as second_max
    from auctions a
    cross join lateral (select id, member_id, max_amount from auction_bids b where b.auction_id = a.id
      order by max_amount desc, created_at, id limit 1) top
    where a.id = '${auctionId}'`);
  if (!a) return { ok: false, error: 'no bid was accepted' };
  const [held] = await db.query<{ holding: string; held: string; leader_held: string; whole: boolean }>(`
    select count(*) filter (where h.balance > 0) as holding, coalesce(sum(h.balance), 0) as held,
      coalesce(sum(h.balance) filter (where h.member_id = '${a.leader_member_id}'), 0) as leader_held,
      bool_and(h.balance + v.balance = ${BIDDER_TOKENS}) as whole
    from token_accounts h join token_accounts v on v.member_id = h.member_id and v.kind = 'available'
    where h.kind = 'held' and h.member_id = any(array[${bidders.map((id) => `'${id}'`).join(',')}]::uuid[])`);
  const expectedPrice = a.second_max === null ? a.starting_bid : Math.min(a.second_max + a.increment, a.top_max);
  const check: AuctionCheck = {
    bidRows: Number(a.bid_rows),
    placedDespiteError: Number(a.bid_rows) - answers.accepted,
    bidCount: a.bid_count,
    leaderIsHighestBid: a.leader_member_id === a.top_member && a.leader_bid_id === a.top_id,
    price: a.current_bid,
    expectedPrice,
    membersHolding: Number(held.holding),
    heldTotal: Number(held.held),
    leaderHeld: Number(held.leader_held),
    leaderMax: a.leader_max,
    biddersWhole: held.whole,
    ok: false,
  };
  check.ok =
    check.placedDespiteError >= 0 &&
    check.placedDespiteError <= answers.errors &&
    check.bidCount === check.bidRows &&
    check.leaderIsHighestBid &&
    check.price === expectedPrice &&
    check.membersHolding === 1 &&
    check.leaderHeld === a.leader_max &&
    check.heldTotal === a.leader_max &&
    a.leader_max === a.top_max &&
    check.biddersWhole;
  return check;
}

/** One run on a fresh auction with the next unused bidders, then its check. */
async function bidRun(
  base: string,
  sessions: MemberSessions,
  db: BenchDatabase,
  bidders: string[],
  rate: number,
  seconds: number,
  maxInFlight?: number,
) {
  const auctionId = await createLiveAuction(db, `Bench hot auction at ${rate} bids/s`);
  const run = await offerBids(base, sessions, auctionId, bidders, rate, seconds, maxInFlight);
  const used = bidders.slice(0, run.sent);
  const check = await checkAuction(db, auctionId, used, run);
  // What the auction took: bids placed (committed) per second until the last answer.
  const placedPerSecond = 'bidRows' in check ? Math.round(check.bidRows / run.drainSeconds) : 0;
  return { ...run, check, placedPerSecond };
}

/** The checks of several runs as one figure. */
export function auctionVerdict(runs: { check: AuctionCheck | { ok: false; error: string } }[]) {
  const checks = runs.map((run) => run.check);
  const wrong = checks.filter((check) => !check.ok);
  if (wrong.length > 0)
    return { ok: false, value: `${wrong.length} of ${checks.length} wrong: ${JSON.stringify(wrong[0])}` };
  const good = checks as AuctionCheck[];
  const sum = (key: 'bidRows' | 'placedDespiteError') => good.reduce((total, check) => total + check[key], 0);
  return {
    ok: true,
    value: `${good.length} auctions, ${sum('bidRows').toLocaleString('en')} bids placed (${sum('placedDespiteError')} of them answered with an error after the commit): all hold; the hot auction ended at price ${good[0].price}, its leader holding ${good[0].leaderHeld}`,
  };
}

export const sustained = (run: BidRun) => run.errors === 0 && run.latency.p95 < BID_TARGET_MS;

/**
 * The figure (HOT_AUCTION), then the step-up: rates STEP_UP.rates for STEP_UP.seconds each until p95 passes
 * BID_TARGET_MS or an error appears; the ceiling is the highest rate sustained before that.
 */
export async function measureHotAuction(
  base: string,
  sessions: MemberSessions,
  db: BenchDatabase,
  bidders: string[],
  log: (message: string) => void,
) {
  let next = 0;
  const take = (count: number) => bidders.slice(next, (next += count));
  // One at a time first: how long a bid holds the auction alone, so 1000 / its median is the most one auction can take.
  const alone = await bidRun(base, sessions, db, take(ALONE_BIDS), 1000, ALONE_BIDS / 1000, 1);
  log(`    one at a time: median ${alone.latency.median} ms, p95 ${alone.latency.p95} ms, ${alone.achievedRate}/s`);
  // A run at `rate` for `seconds` on a fresh auction, with the next unused bidders.
  const runAt = (rate: number, seconds: number) => bidRun(base, sessions, db, take(rate * seconds), rate, seconds);
  const warmup = await runAt(HOT_AUCTION.rate, HOT_AUCTION.warmupSeconds);
  log(
    `    warm-up, ${HOT_AUCTION.warmupSeconds} s at ${HOT_AUCTION.rate}/s (not counted): p95 ${warmup.latency.p95} ms`,
  );
  const hot = await runAt(HOT_AUCTION.rate, HOT_AUCTION.seconds);
  log(
    `    ${HOT_AUCTION.rate}/s: p95 ${hot.latency.p95} ms, ${hot.accepted} accepted, ${hot.errors} errors${hot.firstError ? ` (first: ${hot.firstError})` : ''}`,
  );
  const steps: Awaited<ReturnType<typeof bidRun>>[] = [];
  let outOfBidders = false;
  for (const rate of STEP_UP.rates) {
    // A BENCH_REUSE run may find too few bidders who never bid left for the last steps: it stops short, and says so.
    if (bidders.length - next < rate * STEP_UP.seconds) {
      outOfBidders = true;
      log(
        `    step ${rate}/s not run: ${bidders.length - next} unused bidders left of the ${rate * STEP_UP.seconds} it needs`,
      );
      break;
    }
    const step = await runAt(rate, STEP_UP.seconds);
    steps.push(step);
    log(`    step ${rate}/s: p95 ${step.latency.p95} ms, achieved ${step.achievedRate}/s, ${step.errors} errors`);
    if (!sustained(step)) break;
  }
  const ceiling = steps.filter(sustained).at(-1)?.offeredRate ?? 0;
  return { alone, warmup, hot, steps, ceiling, ceilingIsTheLastStep: steps.every(sustained), outOfBidders };
}

/**
 * The ledger check as `npm run tokens:verify` runs it (verifyLedger, which reads only the context's database
 * and logger), on a connection pool of its own, timed.
 */
export async function timeLedgerCheck(databaseUrl: string) {
  const database = await openDatabase({ url: databaseUrl, pgliteDir: '', poolSize: 2 });
  try {
    const ctx = { db: database.db, logger: createLogger('warn') } as unknown as AppContext;
    const started = performance.now();
    const verdict = await verifyLedger(ctx);
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds: Math.round(seconds * 10) / 10,
      entries: verdict.entries,
      accounts: verdict.accounts,
      entriesPerSecond: Math.round(verdict.entries / seconds),
      total: verdict.total,
      drifted: verdict.drifted.length,
      unbalancedPostings: verdict.unbalancedPostings.length,
      ok: verdict.ok,
    };
  } finally {
    await database.close();
  }
}
