import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { auctionBids, auctions, memberNotifications, tokenPostings } from '../../../db/schema';
import { createApp } from '../../../app';
import { closeContext, createContext } from '../../../context';
import { createLogger } from '../../../lib/logger';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';
import { settleAuction } from '../settlement';
import { endAuctionNow, bid, grant, liveAuction, tokensOf, type Admin } from './auction-kit';

// PGlite runs one query at a time, so these races can only happen on the PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/** A second server instance: its own context, connection pool and bid queues, on the same database. */
async function secondInstance(t: TestApp, poolSize = 5): Promise<TestApp> {
  const url = (t.ctx.database as { url?: string }).url!;
  const ctx = await createContext(t.ctx.config, {
    database: await openDatabase({ url, pgliteDir: 'memory://', poolSize, connectionTimeoutMs: 60_000 }),
    logger: createLogger('silent'),
  });
  return { app: createApp(ctx), ctx, close: () => closeContext(ctx) };
}

onServer('auction races (PostgreSQL server)', () => {
  let t: TestApp;
  let admin: Admin;
  let bidders: Member[];

  beforeAll(async () => {
    // 100 bids queue on one auction row behind a pool of 5 connections: they may wait longer than the default 3 s for one.
    t = await createTestApp({ seed: false, connectionTimeoutMs: 60_000 });
    admin = await createAdminSession(t, 'Admin');
    bidders = [];
    for (let i = 0; i < 50; i++) bidders.push(await quickMember(t, `0806100${String(i).padStart(4, '0')}`, false));
    for (const m of bidders) await grant(t, admin, m.memberId, 10_000);
  }, 240_000);
  afterAll(() => t.close());

  // Through two instances: each queues its own bids (decision 0109), so only the auction's row lock orders the two.
  it('When 100 bids from 50 members land at once in the last seconds on two instances, then one leader, the exact price, only the leader held, the end within the cap', async () => {
    const id = await liveAuction(t, admin, {
      endsInMs: 20_000,
      softCloseSeconds: 60,
      maxExtensionSeconds: 30,
      startingBid: 100,
      increment: 10,
    });
    const maxima = bidders.flatMap((_, i) => [100 + i * 37, 120 + i * 41]);
    const other = await secondInstance(t);
    const answers = await Promise.all(
      maxima.map((max, i) => bid(i % 2 === 0 ? t : other, bidders[i % 50]!, id, max)),
    ).finally(() => other.close());
    const odd = answers
      .filter((res) => res.status !== 201 && res.status !== 409)
      .map((res) => `${res.status} ${JSON.stringify(res.body)}`);
    expect(odd).toEqual([]);

    const [row] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, id));
    const accepted = await t.ctx.db.select().from(auctionBids).where(eq(auctionBids.auctionId, id));
    expect(row.bidCount).toBe(accepted.length);
    // The highest maximum per member; the leader holds the highest (earliest on a tie), the price is the rule's.
    const best = new Map<string, { max: number; at: number }>();
    for (const b of [...accepted].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())) {
      const seen = best.get(b.memberId!);
      if (!seen || b.maxAmount > seen.max) best.set(b.memberId!, { max: b.maxAmount, at: b.createdAt.getTime() });
    }
    const ranked = [...best.entries()].sort((x, y) => y[1].max - x[1].max || x[1].at - y[1].at);
    const [leader, second] = ranked;
    expect(row.leaderMemberId).toBe(leader![0]);
    expect(row.leaderMax).toBe(leader![1].max);
    expect(row.currentBid).toBe(Math.min(second![1].max + 10, leader![1].max));
    const held = await Promise.all(bidders.map(async (m) => ({ id: m.memberId, held: (await tokensOf(t, m)).held })));
    expect(held.filter((h) => h.held > 0)).toEqual([{ id: leader![0], held: leader![1].max }]);
    expect(row.effectiveEndsAt.getTime()).toBeLessThanOrEqual(row.endsAt.getTime() + 30_000);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  }, 120_000);

  it('When a member with 1,000 available bids 600 on two auctions at once, then exactly one hold is placed', async () => {
    const member = await quickMember(t, '08062000001', false);
    await grant(t, admin, member.memberId, 1000);
    const [x, y] = [await liveAuction(t, admin), await liveAuction(t, admin)];
    const answers = await Promise.all([bid(t, member, x, 600), bid(t, member, y, 600)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)!.body).toEqual({
      error: 'You do not have enough tokens for this bid',
    });
    expect(await tokensOf(t, member)).toEqual({ balance: 1000, held: 600, available: 400 });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When a bid is already below the minimum, then it is refused while another bid holds the auction; a bid above waits its turn', async () => {
    const id = await liveAuction(t, admin, { startingBid: 100, increment: 10 });
    expect((await bid(t, bidders[0]!, id, 500)).status).toBe(201);
    let high: Promise<Awaited<ReturnType<typeof bid>>> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from auctions where id = ${id} for update`);
      const low = await bid(t, bidders[1]!, id, 100);
      expect(low.status).toBe(409);
      expect(low.body).toMatchObject({ error: 'Your bid must be at least the minimum bid', minimumBid: 110 });
      // A plain promise, so the request is sent once however often it is awaited.
      const placing = Promise.resolve(bid(t, bidders[1]!, id, 700));
      high = placing;
      const first = await Promise.race([placing, new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);
      expect(first).toBe('waiting');
    });
    expect((await high!).status).toBe(201);
    const [row] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({ bidCount: 2, leaderMemberId: bidders[1]!.memberId, currentBid: 510 });
  });

  it('When bids on one auction arrive while it is locked, then one connection of the instance waits for it and they are placed together in arrival order', async () => {
    const id = await liveAuction(t, admin, { startingBid: 100, increment: 10 });
    const [first, next, last] = [bidders[2]!, bidders[3]!, bidders[4]!];
    const waitingForTheAuction = async () =>
      rowsOf<{ n: number }>(
        await t.ctx.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%auction_place_bids%'`),
      )[0]!.n;
    const placing: Promise<Awaited<ReturnType<typeof bid>>>[] = [];
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from auctions where id = ${id} for update`);
      placing.push(Promise.resolve(bid(t, first, id, 200)));
      for (let tries = 0; (await waitingForTheAuction()) === 0 && tries < 100; tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // Apart, so they reach the queue in this order.
      placing.push(Promise.resolve(bid(t, next, id, 300)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      placing.push(Promise.resolve(bid(t, last, id, 400)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Sent alone, each bid would hold a connection of its own waiting on the row lock.
      expect(await waitingForTheAuction()).toBe(1);
    });
    expect((await Promise.all(placing)).map((res) => res.status)).toEqual([201, 201, 201]);
    const placed = await t.ctx.db.select().from(auctionBids).where(eq(auctionBids.auctionId, id));
    expect(placed.sort((x, y) => x.id.localeCompare(y.id)).map((b) => b.memberId)).toEqual(
      [first, next, last].map((m) => m.memberId),
    );
    const [row] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, id));
    expect(row).toMatchObject({ bidCount: 3, leaderMemberId: last.memberId, currentBid: 310 });
  });

  it('When a member sends one clientBidId to two auctions at once, then one bid is placed and the other answers 409, never 500', async () => {
    const member = await quickMember(t, '08062000002', false);
    await grant(t, admin, member.memberId, 1000);
    for (let round = 0; round < 5; round++) {
      const [x, y] = [await liveAuction(t, admin), await liveAuction(t, admin)];
      const clientBidId = randomUUID();
      const answers = await Promise.all([bid(t, member, x, 100, clientBidId), bid(t, member, y, 100, clientBidId)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.status === 409)!.body).toEqual({
        error: 'This clientBidId was already used for a bid on another auction',
      });
      const placed = await t.ctx.db.select().from(auctionBids).where(eq(auctionBids.clientBidId, clientBidId));
      expect(placed).toHaveLength(1);
      const rows = await Promise.all(
        [x, y].map(async (id) => (await t.ctx.db.select().from(auctions).where(eq(auctions.id, id)))[0]!),
      );
      expect(rows.map((row) => row.bidCount).sort()).toEqual([0, 1]);
    }
    expect(await tokensOf(t, member)).toEqual({ balance: 1000, held: 500, available: 500 });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it("When two members outbid each other at once on two auctions, each the other's previous leader, then no deadlock and no error", async () => {
    // Each crossing bid locks both members' accounts (the bidder's to hold, the previous leader's to release), one in
    // each order; locked in one id-ordered pass they queue instead of deadlocking. Many pairs at once, so some overlap.
    const pairs = 40;
    const members: [Member, Member][] = [];
    for (let i = 0; i < pairs; i++) {
      const pair: [Member, Member] = [
        await quickMember(t, `08063${String(i).padStart(3, '0')}001`, false),
        await quickMember(t, `08063${String(i).padStart(3, '0')}002`, false),
      ];
      for (const m of pair) await grant(t, admin, m.memberId, 1000);
      members.push(pair);
    }
    const auctionsOf = await Promise.all(
      members.map(async () => [await liveAuction(t, admin), await liveAuction(t, admin)]),
    );
    // p leads x, q leads y; then at once q bids on x (releases p, holds q) and p on y (releases q, holds p); three rounds.
    const leads = await Promise.all(
      members.flatMap(([p, q], i) => [bid(t, p, auctionsOf[i]![0]!, 100), bid(t, q, auctionsOf[i]![1]!, 100)]),
    );
    expect(leads.filter((res) => res.status !== 201)).toEqual([]);
    for (const round of [1, 2, 3]) {
      const crossing = await Promise.all(
        members.flatMap(([p, q], i) => {
          const [x, y] = auctionsOf[i] as [string, string];
          return round % 2 === 1
            ? [bid(t, q, x, 100 + round * 100), bid(t, p, y, 100 + round * 100)]
            : [bid(t, p, x, 100 + round * 100), bid(t, q, y, 100 + round * 100)];
        }),
      );
      const odd = crossing
        .filter((res) => res.status !== 201)
        .map((res) => `${res.status} ${JSON.stringify(res.body)}`);
      expect({ round, odd }).toEqual({ round, odd: [] });
    }
    for (const [p, q] of members) {
      expect(await tokensOf(t, p)).toEqual({ balance: 1000, held: 400, available: 600 });
      expect(await tokensOf(t, q)).toEqual({ balance: 1000, held: 400, available: 600 });
    }
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  }, 240_000);

  it('When two instances settle the same auction at once, then one spend and one win notice', async () => {
    const id = await liveAuction(t, admin, { endsInMs: 60_000 });
    const winner = bidders[0]!;
    await bid(t, winner, id, 250);
    await endAuctionNow(t, id);
    const second = (await secondInstance(t, 3)).ctx;
    try {
      const results = await Promise.all([
        settleAuction(t.ctx, id),
        settleAuction(second, id),
        settleAuction(t.ctx, id),
        settleAuction(second, id),
      ]);
      expect(results.filter((r) => r === 'settled')).toHaveLength(1);
    } finally {
      await closeContext(second);
    }
    const spends = await t.ctx.db.select().from(tokenPostings).where(eq(tokenPostings.reference, id));
    expect(spends.filter((p) => p.kind === 'spend')).toHaveLength(1);
    const wins = await t.ctx.db.select().from(memberNotifications).where(eq(memberNotifications.relatedId, id));
    expect(wins.filter((w) => w.kind === 'auction-won')).toHaveLength(1);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });
});
