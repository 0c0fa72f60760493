/**
 * The auction rules the server itself reads. Proxy bidding, the minimum and the soft close are decided under the
 * auction's lock by the database (decision 0096): their one text is sql/bid-rules.sql. The minimum and the shown
 * status are also needed to show an auction without a round trip, so they are here too, and
 * __tests__/bid-rules-sql.test.ts holds these two to sql/bid-rules.sql on every edge; settlement and withdrawal are
 * decided here alone.
 */
export type BiddingState = {
  startingBid: number;
  increment: number;
  currentBid: number | null;
  leaderMemberId: string | null;
  leaderMax: number | null;
};

/** A bid must reach this: the starting bid first, then the current bid plus one increment (auction_minimum_bid). */
export const minimumBid = (state: Pick<BiddingState, 'startingBid' | 'increment' | 'currentBid'>) =>
  state.currentBid === null ? state.startingBid : state.currentBid + state.increment;

export type ShownStatus = 'draft' | 'scheduled' | 'live' | 'ended' | 'cancelled';

/**
 * Stored: draft | scheduled | ended | cancelled. A scheduled auction is live between its start and effective end
 * (auction_shown_status).
 */
export function shownStatus(
  auction: { status: string; startsAt: Date; effectiveEndsAt: Date },
  now: Date,
): ShownStatus {
  if (auction.status !== 'scheduled') return auction.status as ShownStatus;
  if (now < auction.startsAt) return 'scheduled';
  return now < auction.effectiveEndsAt ? 'live' : 'ended';
}

/** The winner pays the current bid, raised to the reserve when their maximum reaches it; below it, no sale. */
export function settlementPrice(auction: {
  currentBid: number | null;
  leaderMax: number | null;
  reserve: number | null;
}): number | null {
  if (auction.currentBid === null || auction.leaderMax === null) return null;
  if (auction.reserve !== null && auction.leaderMax < auction.reserve) return null;
  return Math.max(auction.currentBid, auction.reserve ?? 0);
}

/**
 * One member's standing maximum on an auction: their highest, and the bid that first reached it (its time, and its
 * time-ordered id for bids placed in one batch, which share a time).
 */
export type StandingMaximum = { memberId: string; max: number; at: Date; bidId: string };

/** Highest maximum first; on equal maximums, the member who reached it first (the bidding's tie rule). */
export const rankMaxima = (maxima: StandingMaximum[]) =>
  [...maxima].sort(
    (x, y) => y.max - x.max || x.at.getTime() - y.at.getTime() || (x.bidId < y.bidId ? -1 : x.bidId > y.bidId ? 1 : 0),
  );

/**
 * The auction after a member's bids are withdrawn (decision 0123), by the same proxy rule: the leader is the highest
 * remaining maximum and the price the next one plus one increment, capped at the leader's maximum (the starting bid
 * for a lone bidder). A leader who stays keeps their hold. A new leader must be able to hold their maximum now (their
 * tokens were released when they were outbid): one who cannot is passed over, and their bid lapses (it counts for
 * nothing, as a bid nobody can hold). `remaining` excludes the withdrawn member; `canHold` answers for a new leader.
 */
export function standingAfterWithdrawal(
  auction: Pick<BiddingState, 'startingBid' | 'increment' | 'leaderMemberId'>,
  withdrawnMemberId: string,
  remaining: StandingMaximum[],
  canHold: (candidate: StandingMaximum) => boolean,
): { leader: StandingMaximum | null; currentBid: number | null } {
  const ranked = rankMaxima(remaining);
  const leaderStays = auction.leaderMemberId !== null && auction.leaderMemberId !== withdrawnMemberId;
  const at = leaderStays
    ? ranked.findIndex((m) => m.memberId === auction.leaderMemberId)
    : ranked.findIndex((m) => canHold(m));
  if (at < 0) return { leader: null, currentBid: null };
  const leader = ranked[at]!;
  // Those passed over for the lead (ranked before a new leader) lapse; everyone else still counts for the price.
  const next = ranked.find((m, i) => i !== at && (leaderStays || i > at));
  return { leader, currentBid: next ? Math.min(next.max + auction.increment, leader.max) : auction.startingBid };
}
