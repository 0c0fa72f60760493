import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { auctions, members, tokenAccounts } from '../../../db/schema';
import { quickMember, type Member } from '../../../test-support/social-kit';
import type { TestApp } from '../../../test-support/test-app';
import { appWithAdmin, bid, grant, liveAuction, type Admin } from '../../auctions/__tests__/auction-kit';
import { verifyLedger } from '../ledger/verify-ledger';

describe('tokens:verify and holds that belong to no live auction', () => {
  let t: TestApp;
  let admin: Admin;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterAll(() => t.close());

  const accountsOf = async (memberId: string) => {
    const rows = await t.ctx.db.select().from(tokenAccounts).where(eq(tokenAccounts.memberId, memberId));
    return { available: rows.find((r) => r.kind === 'available')!.id, held: rows.find((r) => r.kind === 'held')!.id };
  };
  /** A hold written straight into the ledger (balanced, so the other checks still pass). */
  const holdInSql = async (member: Member, reference: string, amount: number, key = `bid:${randomUUID()}`) => {
    const { available, held } = await accountsOf(member.memberId);
    await t.ctx.db.execute(
      sql`select token_transfer(${key}, 'hold', ${reference}, ${available}::uuid, ${held}::uuid, ${amount}::bigint)`,
    );
    return key;
  };

  it('When holds stand for a missing auction, an ended one, a member deleted without withdrawing, then the check reports each; a live leader is not reported', async () => {
    const [leader, lost, ended, gone] = await Promise.all(
      ['08074000001', '08074000002', '08074000003', '08074000004'].map((phone) => quickMember(t, phone, false)),
    );
    for (const m of [leader!, lost!, ended!, gone!]) await grant(t, admin, m.memberId, 1000);
    const live = await liveAuction(t, admin);
    expect((await bid(t, leader!, live, 200)).status).toBe(201);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);

    const missing = randomUUID();
    const lostKey = await holdInSql(lost!, missing, 50);
    const over = await liveAuction(t, admin);
    await t.ctx.db.update(auctions).set({ status: 'ended', settledAt: new Date() }).where(eq(auctions.id, over));
    const endedKey = await holdInSql(ended!, over, 70);
    // A leader whose member row is deleted outright (what a deletion did before decision 0123).
    const orphaned = await liveAuction(t, admin);
    expect((await bid(t, gone!, orphaned, 300)).status).toBe(201);
    const goneHeld = (await accountsOf(gone!.memberId)).held;
    await t.ctx.db.delete(members).where(eq(members.id, gone!.memberId));

    const verdict = await verifyLedger(t.ctx);
    expect(verdict.ok).toBe(false);
    expect(verdict.drifted).toEqual([]);
    expect(verdict.total).toBe(0);
    const byAccount = new Map(verdict.strayHolds.map((s) => [s.accountId, s]));
    expect(byAccount.size).toBe(3);
    expect(byAccount.get((await accountsOf(lost!.memberId)).held)).toEqual({
      accountId: expect.any(String),
      memberId: lost!.memberId,
      held: 50,
      expected: 0,
      holds: [{ key: lostKey, auctionId: missing, amount: 50, why: 'no such auction' }],
    });
    expect(byAccount.get((await accountsOf(ended!.memberId)).held)).toMatchObject({
      held: 70,
      expected: 0,
      holds: [{ key: endedKey, auctionId: over, amount: 70, why: 'auction ended' }],
    });
    expect(byAccount.get(goneHeld)).toMatchObject({
      memberId: null,
      held: 300,
      expected: 0,
      holds: [{ auctionId: orphaned, amount: 300, why: 'member deleted' }],
    });
    const leaderHeld = await t.ctx.db
      .select()
      .from(tokenAccounts)
      .where(and(eq(tokenAccounts.memberId, leader!.memberId), eq(tokenAccounts.kind, 'held')));
    expect(byAccount.has(leaderHeld[0]!.id)).toBe(false);
  });
});
