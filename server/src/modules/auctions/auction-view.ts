import type { AdminAuction, Auction, MemberAuction } from '@blynd/shared';
import type { AuctionRow } from '../../db/schema';
import { minimumBid, shownStatus } from './bid-rules';

/** What anyone may see: the reserve's amount and the maximums stay hidden. */
export const toAuction = (row: AuctionRow, now: Date): Auction => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  kind: row.kind as Auction['kind'],
  images: row.images,
  startingBid: row.startingBid,
  increment: row.increment,
  hasReserve: row.reserve !== null,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.effectiveEndsAt.toISOString(),
  softCloseSeconds: row.softCloseSeconds,
  maxExtensionSeconds: row.maxExtensionSeconds,
  status: shownStatus(row, now),
  // Once sold, the price paid (raised to the reserve when needed).
  currentBid: row.finalPrice ?? row.currentBid,
  minimumBid: minimumBid(row),
  bidCount: row.bidCount,
});

/** The member's view adds their own maximum (null when they never bid), whether they lead, and whether they won. */
export function toMemberAuction(row: AuctionRow, now: Date, memberId: string, myMax: number | null): MemberAuction {
  const view = toAuction(row, now);
  return {
    ...view,
    myMax,
    leading: row.leaderMemberId === memberId && view.status !== 'cancelled',
    won: row.status === 'ended' && row.winnerMemberId === memberId,
  };
}

export const toAdminAuction = (row: AuctionRow & { winnerName?: string | null }, now: Date): AdminAuction => ({
  ...toAuction(row, now),
  reserve: row.reserve,
  firstEndsAt: row.endsAt.toISOString(),
  leaderId: row.leaderMemberId,
  winnerId: row.winnerMemberId,
  winnerName: row.winnerName ?? null,
  finalPrice: row.finalPrice,
  fulfilmentStatus: row.fulfilmentStatus as AdminAuction['fulfilmentStatus'],
  fulfilmentNote: row.fulfilmentNote,
  settledAt: row.settledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
