import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
import { auctionBids, auctions, members, type AuctionRow } from '../../db/schema';

export type NewAuction = typeof auctions.$inferInsert;

export async function insertAuction(db: DbOrTx, values: NewAuction): Promise<AuctionRow> {
  const [row] = await db.insert(auctions).values(values).returning();
  return row;
}

export async function findAuction(db: DbOrTx, id: string): Promise<AuctionRow | undefined> {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, id)).limit(1);
  return row;
}

/** Locks the auction row until the transaction ends: bids, settlement and cancellation queue on it. */
export async function lockAuction(tx: DbOrTx, id: string): Promise<AuctionRow | undefined> {
  const [row] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update').limit(1);
  return row;
}

export async function updateAuctionRow(db: DbOrTx, id: string, values: Partial<NewAuction>): Promise<AuctionRow> {
  const [row] = await db
    .update(auctions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(auctions.id, id))
    .returning();
  return row;
}

/** Members' lists: live (started, not ended), upcoming (scheduled, not started) or ended (settled or past the end). */
export async function listAuctionsFor(
  db: DbOrTx,
  filter: 'live' | 'upcoming' | 'ended',
  now: Date,
  limit = 50,
): Promise<AuctionRow[]> {
  const scheduled = eq(auctions.status, 'scheduled');
  if (filter === 'live')
    return db
      .select()
      .from(auctions)
      .where(and(scheduled, lte(auctions.startsAt, now), gt(auctions.effectiveEndsAt, now)))
      .orderBy(asc(auctions.effectiveEndsAt))
      .limit(limit);
  if (filter === 'upcoming')
    return db
      .select()
      .from(auctions)
      .where(and(scheduled, gt(auctions.startsAt, now)))
      .orderBy(asc(auctions.startsAt))
      .limit(limit);
  return db
    .select()
    .from(auctions)
    .where(
      sql`${auctions.status} = 'ended' or (${auctions.status} = 'scheduled' and ${auctions.effectiveEndsAt} <= ${now})`,
    )
    .orderBy(desc(auctions.effectiveEndsAt))
    .limit(limit);
}

/**
 * One page of a members' list, keyset-paged on the list's own order: live by end (soonest first), upcoming by
 * start, ended by end (latest first), each then by id. A soft-close extension moves a live auction later, so a
 * reader paging through may meet it twice, never miss it.
 */
export async function listAuctionPage(
  db: DbOrTx,
  filter: 'live' | 'upcoming' | 'ended',
  now: Date,
  after: KeysetKey | undefined,
  limit: number,
): Promise<(AuctionRow & { at: string })[]> {
  const scheduled = eq(auctions.status, 'scheduled');
  const column = filter === 'upcoming' ? auctions.startsAt : auctions.effectiveEndsAt;
  const newestFirst = filter === 'ended';
  const where =
    filter === 'live'
      ? and(scheduled, lte(auctions.startsAt, now), gt(auctions.effectiveEndsAt, now))
      : filter === 'upcoming'
        ? and(scheduled, gt(auctions.startsAt, now))
        : sql`(${auctions.status} = 'ended' or (${auctions.status} = 'scheduled' and ${auctions.effectiveEndsAt} <= ${now}))`;
  const past = after
    ? newestFirst
      ? sql`(${column}, ${auctions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : sql`(${column}, ${auctions.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ auction: auctions, at: cursorTime(column) })
    .from(auctions)
    .where(and(where, past))
    .orderBy(...(newestFirst ? [desc(column), desc(auctions.id)] : [asc(column), asc(auctions.id)]))
    .limit(limit);
  return rows.map((row) => ({ ...row.auction, at: row.at }));
}

export async function listAllAuctions(
  db: DbOrTx,
  limit = 200,
): Promise<(AuctionRow & { winnerName: string | null })[]> {
  const rows = await db
    .select({ auction: auctions, first: members.firstName, last: members.lastName })
    .from(auctions)
    .leftJoin(members, eq(members.id, auctions.winnerMemberId))
    .orderBy(desc(auctions.startsAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row.auction,
    winnerName: row.first === null ? null : `${row.first} ${row.last ?? ''}`.trim(),
  }));
}

/** The member's highest maximum on each auction. */
export async function memberMaxima(db: DbOrTx, memberId: string, auctionIds: string[]): Promise<Map<string, number>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await db
    .select({ auctionId: auctionBids.auctionId, max: sql<number>`max(${auctionBids.maxAmount})`.mapWith(Number) })
    .from(auctionBids)
    .where(and(eq(auctionBids.memberId, memberId), inArray(auctionBids.auctionId, auctionIds)))
    .groupBy(auctionBids.auctionId);
  return new Map(rows.map((row) => [row.auctionId, row.max]));
}

/** Every member who bid on the auction (and whose account still exists), with their highest maximum. */
export async function bidderMaxima(db: DbOrTx, auctionId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ memberId: auctionBids.memberId, max: sql<number>`max(${auctionBids.maxAmount})`.mapWith(Number) })
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, auctionId), isNotNull(auctionBids.memberId)))
    .groupBy(auctionBids.memberId);
  return new Map(rows.map((row) => [row.memberId!, row.max]));
}

export async function listBids(db: DbOrTx, auctionId: string, limit = 500) {
  return db
    .select({ bid: auctionBids, first: members.firstName, last: members.lastName })
    .from(auctionBids)
    .leftJoin(members, eq(members.id, auctionBids.memberId))
    .where(eq(auctionBids.auctionId, auctionId))
    .orderBy(desc(auctionBids.createdAt), desc(auctionBids.id))
    .limit(limit);
}

export async function bidderIds(db: DbOrTx, auctionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ memberId: auctionBids.memberId })
    .from(auctionBids)
    .where(and(eq(auctionBids.auctionId, auctionId), isNotNull(auctionBids.memberId)));
  return rows.map((row) => row.memberId!);
}

export async function dueForSettlement(db: DbOrTx, now: Date, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(and(eq(auctions.status, 'scheduled'), lte(auctions.effectiveEndsAt, now)))
    .orderBy(asc(auctions.effectiveEndsAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Settlement's claim: the auction row, locked, only while it is still unsettled and past its end. */
export async function lockUnsettled(tx: DbOrTx, id: string, now: Date): Promise<AuctionRow | undefined> {
  const [row] = await tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.id, id), eq(auctions.status, 'scheduled'), lte(auctions.effectiveEndsAt, now)))
    .for('update')
    .limit(1);
  return row;
}

export async function dueForEndingSoon(db: DbOrTx, now: Date, withinMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: auctions.id })
    .from(auctions)
    .where(
      and(
        eq(auctions.status, 'scheduled'),
        isNull(auctions.endingSoonSentAt),
        gt(auctions.bidCount, 0),
        gt(auctions.effectiveEndsAt, now),
        lte(auctions.effectiveEndsAt, new Date(now.getTime() + withinMs)),
      ),
    )
    .limit(50);
  return rows.map((row) => row.id);
}

/** The ending-soon notice's claim: one caller gets the row back, however many instances run. */
export async function claimEndingSoon(tx: DbOrTx, id: string, now: Date): Promise<AuctionRow | undefined> {
  const [row] = await tx
    .update(auctions)
    .set({ endingSoonSentAt: now })
    .where(and(eq(auctions.id, id), isNull(auctions.endingSoonSentAt)))
    .returning();
  return row;
}
