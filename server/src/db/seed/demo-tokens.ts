import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { auctionBids, auctions, tokenAccounts, tokenEntries, tokenPacks, tokenPostings } from '../schema';

const HOUR = 60 * 60 * 1000;

export const DEMO_TOKEN_PACKS = [
  { name: 'Starter', tokens: 100, price: 1000 },
  { name: 'Popular', tokens: 550, price: 5000 },
  { name: 'Big Spender', tokens: 1200, price: 10000 },
];

/** One balanced posting written straight into the ledger tables (the seed sits below the modules). */
async function post(
  tx: DbTransaction,
  key: string,
  kind: string,
  reference: string,
  legs: [string, number][],
  at: Date,
) {
  const [posting] = await tx
    .insert(tokenPostings)
    .values({ idempotencyKey: key, kind, reference, createdAt: at })
    .returning();
  await tx
    .insert(tokenEntries)
    .values(
      legs.map(([accountId, amount]) => ({ postingId: posting.id, accountId, amount, kind, reference, createdAt: at })),
    );
  for (const [accountId, amount] of legs)
    await tx
      .update(tokenAccounts)
      .set({ balance: sql`${tokenAccounts.balance} + ${amount}` })
      .where(eq(tokenAccounts.id, accountId));
}

async function accountsOf(tx: DbTransaction, memberId: string) {
  const rows = await tx
    .insert(tokenAccounts)
    .values([
      { kind: 'available', memberId },
      { kind: 'held', memberId },
    ])
    .returning();
  return { available: rows.find((r) => r.kind === 'available')!.id, held: rows.find((r) => r.kind === 'held')!.id };
}

async function system(tx: DbTransaction, kind: string) {
  const [row] = await tx
    .select()
    .from(tokenAccounts)
    .where(and(eq(tokenAccounts.kind, kind), isNull(tokenAccounts.memberId)));
  return row.id;
}

/**
 * Token packs; a live auction led by one member, an upcoming one, and an ended one with a winner whose
 * win waits for fulfilment. The two bidders got their tokens as grants. `images` are stored paths, one list
 * an auction in that order.
 */
export async function seedTokensAndAuctions(
  tx: DbTransaction,
  bidderIds: [string, string],
  now: Date,
  images: [string[], string[], string[]],
) {
  await tx.insert(tokenPacks).values(DEMO_TOKEN_PACKS);
  const [grants, spend] = [await system(tx, 'grants'), await system(tx, 'auction_spend')];
  const [leader, winner] = [await accountsOf(tx, bidderIds[0]), await accountsOf(tx, bidderIds[1])];
  const granted = new Date(now.getTime() - 72 * HOUR);
  for (const [i, account] of [leader, winner].entries()) {
    const grantId = randomUUID();
    await post(
      tx,
      `grant:${grantId}`,
      'grant',
      grantId,
      [
        [grants, -1000],
        [account.available, 1000],
      ],
      new Date(granted.getTime() + i * 1000),
    );
  }

  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const [live, , ended] = await tx
    .insert(auctions)
    .values([
      {
        title: 'Dinner for two at a Lagos rooftop',
        description: 'A three-course dinner for two with a view of the lagoon.',
        kind: 'experience',
        images: images[0],
        startingBid: 100,
        increment: 10,
        reserve: 150,
        startsAt: at(-24),
        endsAt: at(6),
        effectiveEndsAt: at(6),
        status: 'scheduled',
        currentBid: 100,
        bidCount: 1,
        leaderMemberId: bidderIds[0],
        leaderMax: 250,
      },
      {
        title: 'Weekend getaway in Calabar',
        description: 'Two nights for two, flights included.',
        kind: 'experience',
        images: images[1],
        startingBid: 300,
        increment: 20,
        startsAt: at(24),
        endsAt: at(72),
        effectiveEndsAt: at(72),
        status: 'scheduled',
      },
      {
        title: 'Signed Afrobeats vinyl',
        description: 'A limited pressing, signed by the artist.',
        kind: 'item',
        images: images[2],
        startingBid: 50,
        increment: 5,
        startsAt: at(-96),
        endsAt: at(-48),
        effectiveEndsAt: at(-48),
        status: 'ended',
        currentBid: 50,
        bidCount: 1,
        leaderMemberId: bidderIds[1],
        leaderMax: 120,
        winnerMemberId: bidderIds[1],
        finalPrice: 50,
        fulfilmentStatus: 'pending',
        settledAt: at(-48),
      },
    ])
    .returning();

  const liveBid = randomUUID();
  await tx.insert(auctionBids).values({
    id: liveBid,
    auctionId: live.id,
    memberId: bidderIds[0],
    clientBidId: randomUUID(),
    maxAmount: 250,
    priceAfter: 100,
    leadingAfter: true,
    createdAt: at(-2),
  });
  await tx.update(auctions).set({ leaderBidId: liveBid }).where(eq(auctions.id, live.id));
  await post(
    tx,
    `bid:${liveBid}`,
    'hold',
    live.id,
    [
      [leader.available, -250],
      [leader.held, 250],
    ],
    at(-2),
  );

  const endedBid = randomUUID();
  await tx.insert(auctionBids).values({
    id: endedBid,
    auctionId: ended.id,
    memberId: bidderIds[1],
    clientBidId: randomUUID(),
    maxAmount: 120,
    priceAfter: 50,
    leadingAfter: true,
    createdAt: at(-60),
  });
  await tx.update(auctions).set({ leaderBidId: endedBid }).where(eq(auctions.id, ended.id));
  await post(
    tx,
    `bid:${endedBid}`,
    'hold',
    ended.id,
    [
      [winner.available, -120],
      [winner.held, 120],
    ],
    at(-60),
  );
  await post(
    tx,
    `release:${endedBid}`,
    'release',
    ended.id,
    [
      [winner.held, -120],
      [winner.available, 120],
    ],
    at(-48),
  );
  await post(
    tx,
    `spend:${ended.id}`,
    'spend',
    ended.id,
    [
      [winner.available, -50],
      [spend, 50],
    ],
    at(-48),
  );
}
