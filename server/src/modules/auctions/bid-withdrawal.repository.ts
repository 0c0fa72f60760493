import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { auctionBids, auctions, type AuctionRow } from '../../db/schema';
import type { StandingMaximum } from './bid-rules';

/**
 * The member's turn against their own bids (migration 0026): held exclusively until the deletion commits, so a bid of
 * theirs that has not started waits for it, and one in flight (holding the lock shared) finishes first.
 */
export async function lockBidder(tx: DbOrTx, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('auction-bidder:' || ${memberId}, 0))`);
}

/** The unsettled auctions the member bid on, locked in id order (as bids and settlement lock them: one at a time). */
export async function lockUnsettledBidOn(tx: DbOrTx, memberId: string): Promise<AuctionRow[]> {
  const bidOn = tx
    .selectDistinct({ id: auctionBids.auctionId })
    .from(auctionBids)
    .where(eq(auctionBids.memberId, memberId));
  return tx
    .select()
    .from(auctions)
    .where(and(eq(auctions.status, 'scheduled'), inArray(auctions.id, bidOn)))
    .orderBy(asc(auctions.id))
    .for('update');
}

/** Each other member's highest maximum on the auction and when they first bid it. */
export async function otherMaxima(tx: DbOrTx, auctionId: string, memberId: string): Promise<StandingMaximum[]> {
  const rows = await tx
    .selectDistinctOn([auctionBids.memberId], {
      memberId: auctionBids.memberId,
      max: auctionBids.maxAmount,
      at: auctionBids.createdAt,
      bidId: auctionBids.id,
    })
    .from(auctionBids)
    .where(
      and(eq(auctionBids.auctionId, auctionId), isNotNull(auctionBids.memberId), ne(auctionBids.memberId, memberId)),
    )
    .orderBy(auctionBids.memberId, sql`${auctionBids.maxAmount} desc`, asc(auctionBids.createdAt), asc(auctionBids.id));
  return rows.map((row) => ({ ...row, memberId: row.memberId! }));
}

/** The new leader's maximum placed again by the system, so their hold has a bid (and keys) of its own. */
export async function insertReplacedBid(
  tx: DbOrTx,
  values: { auctionId: string; memberId: string; maxAmount: number; priceAfter: number },
): Promise<string> {
  const [row] = await tx
    .insert(auctionBids)
    .values({ ...values, clientBidId: randomUUID(), leadingAfter: true })
    .returning({ id: auctionBids.id });
  return row!.id;
}
