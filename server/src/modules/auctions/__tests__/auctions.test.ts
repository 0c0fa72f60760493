import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { rowsOf } from '../../../db/rows';
import { auctions } from '../../../db/schema';
import { APP, createSocialApp, feedOf, quickMember, type Member } from '../../../test-support/social-kit';
import type { TestApp } from '../../../test-support/test-app';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';
import { settleDueAuctions } from '../settlement';
import { endAuctionNow, bid, grant, liveAuction, tokensOf, type Admin } from './auction-kit';

describe('auctions: proxy bids, holds, soft close, settlement (HTTP)', () => {
  let t: TestApp & { settled(): Promise<unknown> };
  let admin: Admin;
  let a: Member;
  let b: Member;
  let c: Member;

  beforeAll(async () => {
    t = await createSocialApp();
    admin = await createAdminSession(t, 'Admin');
    [a, b, c] = await Promise.all([
      quickMember(t, '08051000001'),
      quickMember(t, '08051000002'),
      quickMember(t, '08051000003'),
    ]);
    for (const m of [a, b, c]) await grant(t, admin, m.memberId, 1000);
  });
  afterAll(() => t.close());

  it('When members bid, then the price follows the proxy rule, ties go to the earlier bid, and only the leader is held', async () => {
    const id = await liveAuction(t, admin);
    expect((await bid(t, a, id, 90)).status).toBe(409);
    const first = await bid(t, a, id, 300);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      currentBid: 100,
      bidCount: 1,
      myMax: 300,
      leading: true,
      won: false,
      minimumBid: 110,
    });
    expect(await tokensOf(t, a)).toEqual({ balance: 1000, held: 300, available: 700 });

    const lower = await bid(t, b, id, 150);
    expect(lower.body).toMatchObject({ currentBid: 160, leading: false, myMax: 150 });
    expect(await tokensOf(t, b)).toEqual({ balance: 1000, held: 0, available: 1000 });

    const tie = await bid(t, b, id, 300);
    expect(tie.body).toMatchObject({ currentBid: 300, leading: false });
    const tooLow = await bid(t, c, id, 305);
    expect(tooLow.status).toBe(409);
    expect(tooLow.body).toEqual({ error: 'Your bid must be at least the minimum bid', minimumBid: 310 });

    const over = await bid(t, c, id, 500);
    expect(over.body).toMatchObject({ currentBid: 310, leading: true, bidCount: 4 });
    expect(await tokensOf(t, a)).toEqual({ balance: 1000, held: 0, available: 1000 });
    expect(await tokensOf(t, c)).toEqual({ balance: 1000, held: 500, available: 500 });
    await t.settled();
    expect((await feedOf(t, a)).map((item) => item.title)).toContain('You have been outbid');

    const seenByA = await request(t.app).get(`${APP}/auctions/${id}`).set('Authorization', a.auth);
    expect(seenByA.body).toMatchObject({ currentBid: 310, myMax: 300, leading: false });
    const liveForA = await request(t.app).get(`${APP}/auctions?status=live`).set('Authorization', a.auth);
    expect(liveForA.body).toMatchObject({
      nextCursor: null,
      items: [expect.objectContaining({ _id: id, myMax: 300, leading: false })],
    });
    const history = await request(t.app).get(`${APP}/tokens/history`).set('Authorization', a.auth);
    expect(history.body.items.map((e: { kind: string }) => e.kind).slice(0, 2)).toEqual(['release', 'hold']);

    const retried = await bid(t, c, id, 900);
    expect(retried.status).toBe(201);
    expect(await tokensOf(t, c)).toEqual({ balance: 1000, held: 900, available: 100 });
    expect((await bid(t, c, id, 800)).body).toEqual({ error: 'Your maximum bid is already this high' });
    expect((await bid(t, b, id, 5000)).body).toEqual({ error: 'You do not have enough tokens for this bid' });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When a clientBidId comes again, then on the same auction it is the same bid; on another auction it is 409 and bids nothing', async () => {
    const member = await quickMember(t, '08051000004');
    await grant(t, admin, member.memberId, 1000);
    const [x, y] = [await liveAuction(t, admin), await liveAuction(t, admin)];
    const clientBidId = randomUUID();
    expect((await bid(t, member, x, 300, clientBidId)).status).toBe(201);
    const again = await bid(t, member, x, 400, clientBidId);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ _id: x, myMax: 300, bidCount: 1 });
    // Outbid since: the retry is still the same bid, not a new one refused as too low.
    const other = await quickMember(t, '08051000007');
    await grant(t, admin, other.memberId, 1000);
    expect((await bid(t, other, x, 600)).status).toBe(201);
    const late = await bid(t, member, x, 300, clientBidId);
    expect(late.status).toBe(201);
    expect(late.body).toMatchObject({ _id: x, myMax: 300, leading: false, bidCount: 2 });
    const elsewhere = await bid(t, member, y, 200, clientBidId);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toEqual({ error: 'This clientBidId was already used for a bid on another auction' });
    const [onY] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, y));
    expect(onY).toMatchObject({ bidCount: 0, currentBid: null, leaderMemberId: null });
    expect(await tokensOf(t, member)).toEqual({ balance: 1000, held: 0, available: 1000 });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When bids are placed one after another, then their ids and ledger postings are time-ordered UUIDs (version 7), oldest first', async () => {
    const id = await liveAuction(t, admin);
    const bidders = [await quickMember(t, '08051000005'), await quickMember(t, '08051000006')];
    for (const m of bidders) await grant(t, admin, m.memberId, 1000);
    for (const [member, max] of [
      [bidders[0]!, 100],
      [bidders[1]!, 200],
      [bidders[0]!, 300],
    ] as const) {
      expect((await bid(t, member, id, max)).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const ids = rowsOf<{ bids: string[]; postings: string[] }>(
      await t.ctx.db.execute(sql`select
        array(select id::text from auction_bids where auction_id = ${id} order by created_at) as bids,
        array(select id::text from token_postings where reference = ${id} order by created_at, idempotency_key) as postings`),
    )[0]!;
    expect(ids.bids).toHaveLength(3);
    expect(ids.bids).toEqual([...ids.bids].sort());
    for (const uuid of [...ids.bids, ...ids.postings]) {
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/);
      // The first 48 bits are the milliseconds since 1970.
      const ms = parseInt(uuid.replace(/-/g, '').slice(0, 12), 16);
      expect(Math.abs(ms - Date.now())).toBeLessThan(60_000);
    }
  });

  it('When a bid lands in the soft close, then the end moves, never past the cap; after the end a bid is 409', async () => {
    const id = await liveAuction(t, admin, { endsInMs: 60_000, softCloseSeconds: 300, maxExtensionSeconds: 120 });
    const [before] = await t.ctx.db.select().from(auctions).where(eq(auctions.id, id));
    const res = await bid(t, a, id, 100);
    expect(new Date(res.body.endsAt).getTime()).toBe(before.endsAt.getTime() + 120_000);
    await endAuctionNow(t, id);
    const late = await bid(t, b, id, 500);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: 'This auction has ended' });
  });

  it('When an end set in SQL carries microseconds, then a bid outside the soft close is accepted and leaves the end as it was', async () => {
    const id = await liveAuction(t, admin);
    await t.ctx.db.execute(
      sql`update auctions set ends_at = ends_at + interval '123 microseconds', effective_ends_at = effective_ends_at + interval '123 microseconds' where id = ${id}`,
    );
    const read = async () =>
      rowsOf<{ ends: string; effective: string }>(
        await t.ctx.db.execute(
          sql`select ends_at::text as ends, effective_ends_at::text as effective from auctions where id = ${id}`,
        ),
      )[0];
    const before = await read();
    expect(before.ends).toMatch(/\.\d{3}123\+/);
    expect((await bid(t, a, id, 100)).status).toBe(201);
    expect(await read()).toEqual(before);
  });

  it('When an auction ends, then the winner spends the final price, is told, and the rest is released; no reserve met means no sale', async () => {
    const sold = await liveAuction(t, admin, { reserve: 150 });
    const unsold = await liveAuction(t, admin, { reserve: 5000 });
    await bid(t, a, sold, 200);
    await bid(t, b, sold, 120);
    await bid(t, b, unsold, 400);
    const past = {
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() - 2000),
      effectiveEndsAt: new Date(Date.now() - 1000),
    };
    await settleDueAuctions(t.ctx);
    const aBefore = await tokensOf(t, a);
    const bBefore = await tokensOf(t, b);
    for (const id of [sold, unsold]) await t.ctx.db.update(auctions).set(past).where(eq(auctions.id, id));
    expect(await settleDueAuctions(t.ctx)).toBeGreaterThanOrEqual(2);
    expect(await settleDueAuctions(t.ctx)).toBe(0);
    const aAfter = await tokensOf(t, a);
    expect(aAfter).toEqual({
      balance: aBefore.balance - 150,
      held: aBefore.held - 200,
      available: aBefore.available + 50,
    });
    expect(await tokensOf(t, b)).toEqual({
      balance: bBefore.balance,
      held: bBefore.held - 400,
      available: bBefore.available + 400,
    });
    const won = await request(t.app).get(`${APP}/auctions/${sold}`).set('Authorization', a.auth);
    expect(won.body).toMatchObject({ status: 'ended', won: true, currentBid: 150 });
    await t.settled();
    expect((await feedOf(t, a)).map((item) => item.title)).toContain('You won the auction');
    const list = await request(t.app).get('/api/v1/admin/auctions').set('Authorization', admin.auth);
    expect(list.body.auctions.find((x: { _id: string }) => x._id === sold)).toMatchObject({
      winnerId: a.memberId,
      finalPrice: 150,
      fulfilmentStatus: 'pending',
    });
    expect(list.body.auctions.find((x: { _id: string }) => x._id === unsold)).toMatchObject({
      winnerId: null,
      finalPrice: null,
    });
    const fulfil = await request(t.app)
      .patch(`/api/v1/admin/auctions/${sold}/fulfilment`)
      .set('Authorization', admin.auth)
      .send({ status: 'contacted', note: 'Called on Monday' });
    expect(fulfil.body).toMatchObject({ fulfilmentStatus: 'contacted', fulfilmentNote: 'Called on Monday' });
    expect(
      (
        await request(t.app)
          .patch(`/api/v1/admin/auctions/${unsold}/fulfilment`)
          .set('Authorization', admin.auth)
          .send({ status: 'contacted' })
      ).status,
    ).toBe(409);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When an admin edits or cancels, then a live auction cannot be edited and a cancel releases the hold', async () => {
    const id = await liveAuction(t, admin);
    await bid(t, c, id, 100);
    const before = await tokensOf(t, c);
    expect(
      (
        await request(t.app)
          .patch(`/api/v1/admin/auctions/${id}`)
          .set('Authorization', admin.auth)
          .send({ title: 'New' })
      ).status,
    ).toBe(409);
    const bids = await request(t.app).get(`/api/v1/admin/auctions/${id}/bids`).set('Authorization', admin.auth);
    expect(bids.body.bids).toHaveLength(1);
    const cancelled = await request(t.app).post(`/api/v1/admin/auctions/${id}/cancel`).set('Authorization', admin.auth);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await tokensOf(t, c)).toEqual({ ...before, held: before.held - 100, available: before.available + 100 });
    const support = await createAdminSession(t, 'Support');
    expect((await request(t.app).get('/api/v1/admin/auctions').set('Authorization', support.auth)).status).toBe(200);
    expect(
      (await request(t.app).post(`/api/v1/admin/auctions/${id}/cancel`).set('Authorization', support.auth)).status,
    ).toBe(403);
  });

  it('When a member has not finished sign-up, then they cannot bid; lists answer by status', async () => {
    const live = await request(t.app).get(`${APP}/auctions`).query({ status: 'live' }).set('Authorization', a.auth);
    expect(live.status).toBe(200);
    expect(
      (await request(t.app).get(`${APP}/auctions`).query({ status: 'soon' }).set('Authorization', a.auth)).status,
    ).toBe(400);
    expect((await request(t.app).get(`${APP}/auctions/not-a-uuid`).set('Authorization', a.auth)).status).toBe(404);
    expect((await request(t.app).get('/api/v1/public/auctions')).status).toBe(200);
  });
});
