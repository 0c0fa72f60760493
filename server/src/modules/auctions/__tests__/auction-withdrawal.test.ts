import { and, eq, isNull, sql } from 'drizzle-orm';
import request from 'supertest';
import { rowsOf } from '../../../db/rows';
import { auctionBids, auctions, tokenAccounts } from '../../../db/schema';
import { openTestDatabase } from '../../../test-support/test-database';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { openLive, settle, startLiveInstance, type LiveInstance } from '../../../test-support/live-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';
import { settleAuction } from '../settlement';
import { bid, grant, liveAuction, tokensOf, type Admin } from './auction-kit';

const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/** Asks for the deletion code and answers with a function that deletes the account with it (DELETE /me). */
async function readyToDelete(t: LiveInstance, member: Member) {
  await request(t.app)
    .post(`${APP}/me/confirmations`)
    .set('Authorization', member.auth)
    .send({ action: 'delete-account' })
    .expect(201);
  const code = (await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone: member.phone })).body
    .code as string;
  return () => request(t.app).delete(`${APP}/me`).set('Authorization', member.auth).send({ confirmationCode: code });
}

const auctionAs = async (t: LiveInstance, member: Member, id: string) =>
  (await request(t.app).get(`${APP}/auctions/${id}`).set('Authorization', member.auth)).body;

/** Tokens still held in accounts whose member is gone. */
const heldByNobody = async (t: LiveInstance) =>
  (
    await t.ctx.db
      .select({ balance: tokenAccounts.balance })
      .from(tokenAccounts)
      .where(and(isNull(tokenAccounts.memberId), eq(tokenAccounts.kind, 'held')))
  ).reduce((sum, row) => sum + Number(row.balance), 0);

let phones = 0;
const nextPhone = () => `0807${String(3_000_000 + phones++).padStart(7, '0')}`;

describe('auctions when a bidder deletes the account, and live frames for every bidder', () => {
  let t: LiveInstance;
  let admin: Admin;
  const member = async (tokens = 1000) => {
    const m = await quickMember(t, nextPhone(), false);
    await grant(t, admin, m.memberId, tokens);
    return m;
  };

  beforeAll(async () => {
    t = await startLiveInstance(await openTestDatabase());
    admin = await createAdminSession(t, 'Admin');
  }, 60_000);
  afterAll(() => t.close());

  it('When the leader (max 500 over 300, at 305) deletes the account, then the next maximum leads at the rule price, the hold is released at once, and a new bid is priced against the 300', async () => {
    const [x, y, z] = [await member(), await member(), await member()];
    const id = await liveAuction(t, admin, { startingBid: 10, increment: 5 });
    expect((await bid(t, y, id, 300)).body).toMatchObject({ currentBid: 10, leading: true });
    expect((await bid(t, x, id, 500)).body).toMatchObject({ currentBid: 305, leading: true });
    const deleteX = await readyToDelete(t, x);

    expect((await deleteX()).status).toBe(200);
    // Y alone: the starting bid, with the minimum one increment above it; Y holds the 300 again.
    expect(await auctionAs(t, z, id)).toMatchObject({ currentBid: 10, minimumBid: 15, leading: false, myMax: null });
    expect(await auctionAs(t, y, id)).toMatchObject({ currentBid: 10, leading: true, myMax: 300 });
    expect(await tokensOf(t, y)).toEqual({ balance: 1000, held: 300, available: 700 });
    expect(await heldByNobody(t)).toBe(0);
    const verdict = await verifyLedger(t.ctx);
    expect(verdict.strayHolds).toEqual([]);
    expect(verdict.ok).toBe(true);

    // Z over Y's 300: one increment above it, not the starting bid.
    expect((await bid(t, z, id, 310)).body).toMatchObject({ currentBid: 305, leading: true, minimumBid: 310 });
    expect(await tokensOf(t, y)).toEqual({ balance: 1000, held: 0, available: 1000 });
    expect(await tokensOf(t, z)).toEqual({ balance: 1000, held: 310, available: 690 });
    // A second in the past: the database's now() has microseconds, the settlement's clock milliseconds, so an end at
    // now() can still lie a fraction of a millisecond ahead of it.
    const ended = sql`now() - interval '1 second'`;
    await t.ctx.db
      .update(auctions)
      .set({ effectiveEndsAt: ended, endsAt: ended, startsAt: sql`now() - interval '1 hour'` })
      .where(eq(auctions.id, id));
    expect(await settleAuction(t.ctx, id)).toBe('settled');
    expect(await tokensOf(t, z)).toEqual({ balance: 690 + 5, held: 0, available: 695 });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When a bidder who does not lead deletes the account, then the price falls to what the remaining maximums give; a leader without the tokens any more is passed over', async () => {
    const [x, y, w, poor] = [await member(), await member(2000), await member(), await member(400)];
    const id = await liveAuction(t, admin, { startingBid: 10, increment: 5 });
    await bid(t, w, id, 100);
    await bid(t, x, id, 300);
    expect((await bid(t, y, id, 500)).body).toMatchObject({ currentBid: 305, leading: true });
    expect((await (await readyToDelete(t, x))()).status).toBe(200);
    expect(await auctionAs(t, y, id)).toMatchObject({ currentBid: 105, leading: true, myMax: 500 });
    expect(await tokensOf(t, y)).toMatchObject({ held: 500 });

    // The poor member's 350 was the next maximum, but they spent their tokens elsewhere since: W leads.
    const other = await liveAuction(t, admin, { startingBid: 10, increment: 5 });
    const lead = await liveAuction(t, admin, { startingBid: 10, increment: 5 });
    await bid(t, w, other, 100);
    await bid(t, poor, other, 350);
    expect((await bid(t, y, other, 600)).body).toMatchObject({ currentBid: 355, leading: true });
    expect((await bid(t, poor, lead, 400)).status).toBe(201);
    expect((await (await readyToDelete(t, y))()).status).toBe(200);
    expect(await auctionAs(t, w, other)).toMatchObject({ currentBid: 10, leading: true, myMax: 100 });
    expect(await auctionAs(t, poor, other)).toMatchObject({ leading: false });
    // W leads both auctions Y left now, and holds both maximums.
    expect(await tokensOf(t, w)).toMatchObject({ held: 200 });
    // On the first auction Y led alone after X: W's 100 leads now.
    expect(await auctionAs(t, w, id)).toMatchObject({ currentBid: 10, leading: true });
    expect(await heldByNobody(t)).toBe(0);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When a bid is placed on a draft auction, then it answers 404, as reading it does', async () => {
    const [m] = [await member()];
    const res = await request(t.app)
      .post('/api/v1/admin/auctions')
      .set('Authorization', admin.auth)
      .send({
        title: 'Draft dinner',
        description: 'Not yet',
        kind: 'experience',
        startingBid: 10,
        increment: 5,
        startsAt: new Date(Date.now() - 1000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        status: 'draft',
      })
      .expect(201);
    const draft = res.body._id as string;
    expect((await request(t.app).get(`${APP}/auctions/${draft}`).set('Authorization', m.auth)).status).toBe(404);
    const placed = await bid(t, m, draft, 100);
    expect(placed.status).toBe(404);
    expect(placed.body).toEqual({ error: 'Auction not found' });
  });

  it('When three members bid in turn, then each of them hears every price move on the live channel, with only their own maximum; a member who never bid hears nothing', async () => {
    const [a, b, c, stranger] = [await member(), await member(), await member(), await member()];
    const id = await liveAuction(t, admin, { startingBid: 10, increment: 5 });
    const sockets = await Promise.all([a, b, c, stranger].map((m) => openLive(t.url, m)));
    const [la, lb, lc, ls] = sockets;
    const priced = (price: number) => (f: Record<string, unknown>) =>
      f.type === 'auction' &&
      (f.auction as { _id: string; currentBid: number })._id === id &&
      (f.auction as { currentBid: number }).currentBid === price;
    try {
      await bid(t, a, id, 200);
      await bid(t, b, id, 300);
      // A was outbid (told before); C's bid below B's maximum moves the price while B keeps the lead.
      await bid(t, c, id, 250);
      for (const [live, max, leading] of [
        [la!, 200, false],
        [lb!, 300, true],
        [lc!, 250, false],
      ] as const) {
        const frame = await live.next(priced(255), 2000);
        expect(frame.auction).toMatchObject({ myMax: max, leading, currentBid: 255, bidCount: 3 });
        expect(frame.auction).not.toHaveProperty('leaderMax');
        for (const f of live.frames.filter((g) => g.type === 'auction'))
          expect([max, null]).toContain((f.auction as { myMax: number | null }).myMax);
      }
      // A raises: the price moves again for all three, B still leading.
      await bid(t, a, id, 280);
      for (const live of [la!, lb!, lc!]) await live.next(priced(285), 2000);
      await settle(400);
      expect(ls!.frames.filter((f) => f.type === 'auction')).toEqual([]);
    } finally {
      for (const s of sockets) s.ws.close();
    }
  });

  it('When a leader deletes the account, then every remaining bidder hears the new price and the new leader hears their tokens held', async () => {
    const [x, y, w] = [await member(), await member(), await member()];
    const id = await liveAuction(t, admin, { startingBid: 10, increment: 5 });
    await bid(t, w, id, 100);
    await bid(t, y, id, 300);
    await bid(t, x, id, 500);
    const deleteX = await readyToDelete(t, x);
    const [ly, lw] = await Promise.all([openLive(t.url, y), openLive(t.url, w)]);
    try {
      expect((await deleteX()).status).toBe(200);
      // Three bids, and Y's 300 placed again for them as the new leader: four.
      const after = (f: Record<string, unknown>) =>
        f.type === 'auction' && (f.auction as { bidCount: number }).bidCount === 4;
      expect((await ly.next(after, 2000)).auction).toMatchObject({ currentBid: 105, myMax: 300, leading: true });
      await ly.next((f) => f.type === 'tokens' && f.held === 300, 2000);
      expect((await lw.next(after, 2000)).auction).toMatchObject({ currentBid: 105, myMax: 100, leading: false });
    } finally {
      ly.ws.close();
      lw.ws.close();
    }
  });
});

onServer('auctions: a deletion racing bids (PostgreSQL server, two instances)', () => {
  let t: LiveInstance;
  let other: LiveInstance;
  let admin: Admin;

  beforeAll(async () => {
    const database = await openTestDatabase();
    t = await startLiveInstance(database);
    other = await startLiveInstance(database, { ownsDatabase: false });
    admin = await createAdminSession(t, 'Admin');
  }, 60_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('When the leader deletes the account while they and others bid, many times, then no hold is left on a deleted member, the leader and price follow the rule, and the ledger verifies', async () => {
    const iterations = 25;
    const member = async () => {
      const m = await quickMember(t, nextPhone(), false);
      await grant(t, admin, m.memberId, 100_000);
      return m;
    };
    const [y, w] = [await member(), await member()];
    const failures: string[] = [];
    for (let i = 0; i < iterations; i++) {
      const x = await member();
      const [a, b] = [await liveAuction(t, admin, { startingBid: 10, increment: 5 }), await liveAuction(t, admin)];
      await bid(t, y, a, 300);
      await bid(t, x, a, 500);
      const deleteX = await readyToDelete(t, x);
      // The deletion on one instance; X raising, X bidding elsewhere and W outbidding X on the other, all at once.
      const answers = await Promise.all([
        deleteX(),
        bid(other, x, a, 700),
        bid(other, x, b, 400),
        bid(other, w, a, 600 + i),
      ]);
      const odd = answers.filter((res) => ![200, 201, 401, 409].includes(res.status));
      if (odd.length) failures.push(`iteration ${i}: ${odd.map((res) => `${res.status} ${JSON.stringify(res.body)}`)}`);
      expect(answers[0]!.status).toBe(200);

      for (const auctionId of [a, b]) {
        const [row] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, auctionId));
        const bids = await t.ctx.db.select().from(auctionBids).where(eq(auctionBids.auctionId, auctionId));
        const standing = new Map<string, number>();
        for (const one of bids)
          if (one.memberId) standing.set(one.memberId, Math.max(standing.get(one.memberId) ?? 0, one.maxAmount));
        const ranked = [...standing.entries()].sort((p, q) => q[1] - p[1]);
        expect(row!.leaderMemberId).toBe(ranked[0]?.[0] ?? null);
        expect(row!.leaderMax).toBe(ranked[0]?.[1] ?? null);
        const price = !ranked[0]
          ? null
          : ranked[1]
            ? Math.min(ranked[1][1] + row!.increment, ranked[0][1])
            : row!.startingBid;
        expect(row!.currentBid).toBe(price);
      }
      expect(await heldByNobody(t)).toBe(0);
    }
    expect(failures).toEqual([]);
    const verdict = await verifyLedger(t.ctx);
    expect(verdict.strayHolds).toEqual([]);
    expect(verdict.ok).toBe(true);
    const [row] = rowsOf<{ n: string }>(
      await t.ctx.db.execute(sql`select count(*) as n from auction_bids where member_id is null`),
    );
    expect(Number(row!.n)).toBeGreaterThan(0);
  }, 240_000);
});
