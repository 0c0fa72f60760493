/**
 * The auction rules as plain functions (decision 0096): proxy bidding, the minimum bid, the soft close
 * and what status an auction shows. The service applies them under the auction row's lock.
 */
export type BiddingState = {
  startingBid: number;
  increment: number;
  currentBid: number | null;
  leaderMemberId: string | null;
  leaderMax: number | null;
};

export type BidDecision =
  | { kind: 'refused'; refusal: 'too-low' | 'already-higher' }
  | {
      kind: 'accepted';
      /** Whether the new bid leads afterwards. */
      leading: boolean;
      currentBid: number;
      leaderMemberId: string;
      leaderMax: number;
      /** The previous leader's hold is released (outbid, or the leader raised their own maximum). */
      releasesPreviousLeader: boolean;
      /** Another member who lost the lead to this bid (told they were outbid). */
      outbidMemberId: string | null;
    };

/** A bid must reach this: the starting bid first, then the current bid plus one increment. */
export const minimumBid = (state: Pick<BiddingState, 'startingBid' | 'increment' | 'currentBid'>) =>
  state.currentBid === null ? state.startingBid : state.currentBid + state.increment;

/**
 * Proxy bidding: the system bids for each member up to their hidden maximum. The price is the
 * second-highest maximum plus one increment, capped at the leader's maximum; equal maximums go to
 * the earlier bid. A leader may raise their own maximum, which leaves the price where it is.
 */
export function decideBid(state: BiddingState, memberId: string, maxAmount: number): BidDecision {
  if (maxAmount < minimumBid(state)) return { kind: 'refused', refusal: 'too-low' };
  if (state.leaderMemberId === null || state.leaderMax === null || state.currentBid === null) {
    return {
      kind: 'accepted',
      leading: true,
      currentBid: state.startingBid,
      leaderMemberId: memberId,
      leaderMax: maxAmount,
      releasesPreviousLeader: false,
      outbidMemberId: null,
    };
  }
  if (state.leaderMemberId === memberId) {
    if (maxAmount <= state.leaderMax) return { kind: 'refused', refusal: 'already-higher' };
    return {
      kind: 'accepted',
      leading: true,
      currentBid: state.currentBid,
      leaderMemberId: memberId,
      leaderMax: maxAmount,
      releasesPreviousLeader: true,
      outbidMemberId: null,
    };
  }
  if (maxAmount > state.leaderMax) {
    return {
      kind: 'accepted',
      leading: true,
      currentBid: Math.min(state.leaderMax + state.increment, maxAmount),
      leaderMemberId: memberId,
      leaderMax: maxAmount,
      releasesPreviousLeader: true,
      outbidMemberId: state.leaderMemberId,
    };
  }
  // The leader's maximum covers it (a tie goes to the earlier bid): the price rises to this bid plus one increment.
  return {
    kind: 'accepted',
    leading: false,
    currentBid: Math.min(maxAmount + state.increment, state.leaderMax),
    leaderMemberId: state.leaderMemberId,
    leaderMax: state.leaderMax,
    releasesPreviousLeader: false,
    outbidMemberId: null,
  };
}

/** A bid in the last `softCloseSeconds` moves the end to now + softCloseSeconds, never past the first end + the cap. */
export function extendedEnd(
  now: Date,
  auction: { effectiveEndsAt: Date; endsAt: Date; softCloseSeconds: number; maxExtensionSeconds: number },
): Date {
  const softCloseMs = auction.softCloseSeconds * 1000;
  if (softCloseMs === 0 || auction.effectiveEndsAt.getTime() - now.getTime() > softCloseMs)
    return auction.effectiveEndsAt;
  const cap = auction.endsAt.getTime() + auction.maxExtensionSeconds * 1000;
  return new Date(Math.max(auction.effectiveEndsAt.getTime(), Math.min(now.getTime() + softCloseMs, cap)));
}

export type ShownStatus = 'draft' | 'scheduled' | 'live' | 'ended' | 'cancelled';

/** Stored: draft | scheduled | ended | cancelled. A scheduled auction is live between its start and effective end. */
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
