import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { AuctionRow } from '../../db/schema';
import { publishLive } from '../notifications/notifications.service';
import { availableTokensOf, balanceOf, holdBid, lockMemberTokens, releaseBid } from '../tokens/ledger/ledger.service';
import { updateAuctionRow } from './auctions.repository';
import { standingAfterWithdrawal, type StandingMaximum } from './bid-rules';
import { tellBidders } from './bidder-frames';
import { insertReplacedBid, lockBidder, lockUnsettledBidOn, otherMaxima } from './bid-withdrawal.repository';

export type Withdrawal = { auctions: AuctionRow[]; newLeaders: string[] };

const NOTHING_WITHDRAWN: Withdrawal = { auctions: [], newLeaders: [] };

/**
 * Withdraws the bids of a member whose account is being deleted, in the deletion's transaction (decision 0123), on
 * every auction not yet settled: the member's hold is released at once, and the leader and the price are what the
 * proxy rule gives for the maximums that remain. A new leader's maximum is placed again for them (a bid of the
 * system's, with a hold of its own), or passed over when they no longer have the tokens. Locks in the order bids
 * take them: the bidder's turn (migration 0026), the auctions by id, then every account in one id-ordered pass.
 */
export async function withdrawBids(tx: DbOrTx, memberId: string): Promise<Withdrawal> {
  await lockBidder(tx, memberId);
  const bidOn = await lockUnsettledBidOn(tx, memberId);
  if (!bidOn.length) return NOTHING_WITHDRAWN;
  const remaining = new Map<string, StandingMaximum[]>();
  for (const auction of bidOn) remaining.set(auction.id, await otherMaxima(tx, auction.id, memberId));
  // Whoever may take a vacated lead: their accounts are locked with the member's, all in one pass.
  const vacated = bidOn.filter((a) => a.leaderMemberId === memberId || a.leaderMemberId === null);
  const candidates = [...new Set(vacated.flatMap((a) => remaining.get(a.id)!.map((m) => m.memberId)))];
  const tokens = await lockMemberTokens(tx, [memberId, ...candidates]);
  const available = await availableTokensOf(tx, candidates);

  const changed: AuctionRow[] = [];
  const newLeaders = new Set<string>();
  for (const auction of bidOn) {
    if (auction.leaderMemberId === memberId && auction.leaderBidId && auction.leaderMax !== null)
      await releaseBid(tx, tokens, memberId, auction.leaderMax, auction.leaderBidId, auction.id);
    const { leader, currentBid } = standingAfterWithdrawal(
      auction,
      memberId,
      remaining.get(auction.id)!,
      (candidate) => (available.get(candidate.memberId) ?? 0) >= candidate.max,
    );
    const stays = leader !== null && leader.memberId === auction.leaderMemberId;
    let leaderBidId = stays ? auction.leaderBidId : null;
    if (leader && !stays) {
      leaderBidId = await insertReplacedBid(tx, {
        auctionId: auction.id,
        memberId: leader.memberId,
        maxAmount: leader.max,
        priceAfter: currentBid!,
      });
      await holdBid(tx, tokens, leader.memberId, leader.max, leaderBidId, auction.id);
      available.set(leader.memberId, available.get(leader.memberId)! - leader.max);
      newLeaders.add(leader.memberId);
    }
    changed.push(
      await updateAuctionRow(tx, auction.id, {
        currentBid,
        leaderMemberId: leader?.memberId ?? null,
        leaderBidId,
        leaderMax: leader?.max ?? null,
        bidCount: auction.bidCount + (leader && !stays ? 1 : 0),
      }),
    );
  }
  return { auctions: changed, newLeaders: [...newLeaders] };
}

/** After the deletion commits: every remaining bidder hears the new price; a new leader hears their tokens held. */
export async function announceWithdrawal(ctx: AppContext, withdrawal: Withdrawal) {
  for (const auction of withdrawal.auctions) tellBidders(ctx, auction);
  for (const memberId of withdrawal.newLeaders)
    publishLive(ctx, memberId, { type: 'tokens', ...(await balanceOf(ctx.db, memberId)) });
}
