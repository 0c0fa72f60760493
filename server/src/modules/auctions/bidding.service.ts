import {
  AUCTION_MESSAGES as TEXT,
  TOKEN_MESSAGES,
  type MemberAuction,
  type PlaceBidInput,
  type TokenBalance,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { AuctionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isCheckViolation, isUniqueViolation } from '../../lib/db-errors';
import { deliverAfterCommit, pendingNotice, publishLive } from '../notifications/notifications.service';
import { balanceOf, toTokenBalance } from '../tokens/ledger/ledger.service';
import { findAuction, memberMaxima } from './auctions.repository';
import { toMemberAuction } from './auction-view';
import { minimumBid } from './bid-rules';
import { placeQueuedBid } from './bid-queue';
import { BidFailure } from './bidding.repository';
import { tellBidders } from './bidder-frames';

/** The outbid notice; auction_place_bid writes it with the auction's title in place of %s. */
const OUTBID_NOTICE = {
  title: 'You have been outbid',
  bodyFormat: 'Someone bid more than your maximum on %s. Your tokens are free again.',
};

/**
 * Places a proxy bid (decisions 0096, 0109) through the auction's queue, in one statement with the bids that arrived
 * beside it: auction_place_bid (migration 0020), in turn for each, in a statement that commits on its own:
 * under the auction row's lock the rules decide (bid-rules.ts, in SQL), the bidder's maximum is held (a bid that does
 * not lead is held and released at once, so a member can only bid what they have), the previous leader's hold is
 * released, the end moves on a soft close, and the outbid notice is written. It answers everything the views and the
 * live events need, so nothing is read again after the commit.
 */
export async function placeBid(
  ctx: AppContext,
  memberId: string,
  auctionId: string,
  input: PlaceBidInput,
): Promise<MemberAuction> {
  const result = await placeQueuedBid({ db: ctx.db, now: () => ctx.now(), outbidNotice: OUTBID_NOTICE }, auctionId, {
    memberId,
    clientBidId: input.clientBidId,
    maxAmount: input.maxAmount,
  }).then((answer) => {
    // Checked in the function under the accounts' lock; the CHECK on balances is the guard behind that check.
    if (isCheckViolation(answer, 'token_accounts_member_not_negative'))
      throw new AppError('CONFLICT', TOKEN_MESSAGES.notEnoughTokens);
    // The same clientBidId on another auction at the same moment: the function's check ran before the other bid committed.
    if (isUniqueViolation(answer, 'auction_bids_client_unique')) throw new AppError('CONFLICT', TEXT.clientBidIdUsed);
    if (answer instanceof BidFailure) throw answer;
    return answer;
  });
  switch (result.outcome) {
    case 'not-found':
      throw new AppError('NOT_FOUND', TEXT.notFound);
    case 'member-gone':
      throw new AppError('UNAUTHORIZED', 'Session Expired');
    // A retried request (same clientBidId) answers the auction as it stands, bidding nothing twice.
    case 'repeated':
      return toMemberAuction(result.auction, ctx.now(), memberId, result.myMax);
    // A draft is not there for members: reading it answers 404, and so does bidding on it.
    case 'not-live':
      if (result.status === 'draft') throw new AppError('NOT_FOUND', TEXT.notFound);
      throw new AppError(
        'CONFLICT',
        result.status === 'ended' || result.status === 'cancelled' ? TEXT.ended : TEXT.notOpen,
      );
    case 'too-low':
      throw new AppError('CONFLICT', TEXT.tooLow, undefined, { minimumBid: minimumBid(result.auction) });
    case 'already-higher':
      throw new AppError('CONFLICT', TEXT.alreadyHigher);
    case 'client-bid-id-used':
      throw new AppError('CONFLICT', TEXT.clientBidIdUsed);
    case 'not-enough-tokens':
      throw new AppError('CONFLICT', TOKEN_MESSAGES.notEnoughTokens);
  }
  const { auction, outbid } = result;
  if (outbid) deliverAfterCommit(ctx, pendingNotice(outbid.memberId, { ...outbid.notice, read: false }));
  // The bidder's live event and the answer are the same view.
  const view = toMemberAuction(auction, ctx.now(), memberId, result.myMax);
  publishAuction(ctx, memberId, view, toTokenBalance(result.tokens));
  if (outbid) {
    const theirs = toMemberAuction(auction, ctx.now(), outbid.memberId, outbid.myMax);
    publishAuction(ctx, outbid.memberId, theirs, toTokenBalance(outbid.tokens));
  }
  tellBidders(ctx, auction, [memberId, outbid?.memberId ?? null]);
  return view;
}

/** The member's live events after a change: the auction as they see it, and their tokens. */
function publishAuction(ctx: AppContext, memberId: string, view: MemberAuction, tokens: TokenBalance) {
  publishLive(ctx, memberId, { type: 'auction', auction: view });
  publishLive(ctx, memberId, { type: 'tokens', ...tokens });
}

/** Live events after a change made elsewhere (settlement, cancel): the auction as this member sees it (answered), and their tokens. */
export async function announceTo(ctx: AppContext, memberId: string, auction: AuctionRow): Promise<MemberAuction> {
  const [view, tokens] = await Promise.all([memberView(ctx, memberId, auction), balanceOf(ctx.db, memberId)]);
  publishAuction(ctx, memberId, view, tokens);
  return view;
}

export async function memberView(ctx: AppContext, memberId: string, auction: AuctionRow): Promise<MemberAuction> {
  const maxima = await memberMaxima(ctx.db, memberId, [auction.id]);
  return toMemberAuction(auction, ctx.now(), memberId, maxima.get(auction.id) ?? null);
}

export async function memberAuction(ctx: AppContext, memberId: string, auctionId: string): Promise<MemberAuction> {
  const auction = await findAuction(ctx.db, auctionId);
  if (!auction || auction.status === 'draft') throw new AppError('NOT_FOUND', TEXT.notFound);
  return memberView(ctx, memberId, auction);
}
