import { randomUUID } from 'node:crypto';
import { AUCTION_MESSAGES as TEXT, TOKEN_MESSAGES, type MemberAuction, type PlaceBidInput } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { AuctionRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  deliverAfterCommit,
  NO_NOTICES,
  publishLive,
  recordNotices,
  type PendingNotices,
} from '../notifications/notifications.service';
import { balanceOf, holdForBid, lockMemberTokens, NotEnoughTokens, releaseBid } from '../tokens/ledger/ledger.service';
import {
  findBidByClientId,
  findAuction,
  insertBidAndUpdateAuction,
  lockAuction,
  memberMaxima,
} from './auctions.repository';
import { toMemberAuction } from './auction-view';
import { decideBid, extendedEnd, minimumBid, shownStatus } from './bid-rules';

type Placed = { auction: AuctionRow; pending: PendingNotices; outbidMemberId: string | null };

/**
 * Places a proxy bid (decision 0096) in one transaction under the auction row's lock: the rules decide,
 * the bidder's maximum is held (a bid that does not lead is held and released at once, so a member can
 * only bid what they have), the previous leader's hold is released, the end moves on a soft close, and
 * the member who lost the lead is told after the commit.
 */
export async function placeBid(
  ctx: AppContext,
  memberId: string,
  auctionId: string,
  input: PlaceBidInput,
): Promise<MemberAuction> {
  const placed = await ctx.db
    .transaction(async (tx): Promise<Placed | AuctionRow> => {
      const auction = await lockAuction(tx, auctionId);
      if (!auction) throw new AppError('NOT_FOUND', TEXT.notFound);
      // A retried request (same clientBidId) answers the auction as it stands, bidding nothing twice.
      if (await findBidByClientId(tx, memberId, input.clientBidId)) return auction;
      const now = ctx.now();
      const status = shownStatus(auction, now);
      if (status === 'ended') throw new AppError('CONFLICT', TEXT.ended);
      if (status !== 'live') throw new AppError('CONFLICT', status === 'cancelled' ? TEXT.ended : TEXT.notOpen);

      const decision = decideBid(auction, memberId, input.maxAmount);
      if (decision.kind === 'refused') {
        throw decision.refusal === 'too-low'
          ? new AppError('CONFLICT', TEXT.tooLow, undefined, { minimumBid: minimumBid(auction) })
          : new AppError('CONFLICT', TEXT.alreadyHigher);
      }
      const previous =
        auction.leaderMemberId && auction.leaderBidId && auction.leaderMax !== null
          ? { memberId: auction.leaderMemberId, bidId: auction.leaderBidId, max: auction.leaderMax }
          : null;
      // Every member account this bid touches, locked in one sorted pass before any posting (no deadlock between auctions).
      // The answer carries their account ids: the postings below resolve nothing and lock nothing again.
      const tokens = await lockMemberTokens(tx, previous ? [memberId, previous.memberId] : [memberId]);
      const bidId = randomUUID();
      // The previous leader's hold goes first, so a leader raising their own maximum needs only the difference.
      if (decision.releasesPreviousLeader && previous)
        await releaseBid(tx, tokens, previous.memberId, previous.max, previous.bidId, auctionId);
      await holdForBid(tx, tokens, memberId, input.maxAmount, bidId, auctionId);
      if (!decision.leading) await releaseBid(tx, tokens, memberId, input.maxAmount, bidId, auctionId);
      const end = extendedEnd(now, auction);
      const updated = await insertBidAndUpdateAuction(
        tx,
        {
          id: bidId,
          auctionId,
          memberId,
          clientBidId: input.clientBidId,
          maxAmount: input.maxAmount,
          priceAfter: decision.currentBid,
          leadingAfter: decision.leading,
        },
        {
          currentBid: decision.currentBid,
          leaderMemberId: decision.leaderMemberId,
          leaderBidId: decision.leading ? bidId : auction.leaderBidId,
          leaderMax: decision.leaderMax,
          bidCount: auction.bidCount + 1,
          // Written only when the soft close moves it: a Date keeps milliseconds, so writing back an unmoved end
          // would cut microseconds an end set in SQL may carry and break the CHECK (effective end >= end).
          ...(end.getTime() > auction.effectiveEndsAt.getTime() ? { effectiveEndsAt: end } : {}),
        },
      );
      const pending = decision.outbidMemberId
        ? await recordNotices(tx, [
            {
              memberId: decision.outbidMemberId,
              kind: 'auction-outbid',
              title: 'You have been outbid',
              body: `Someone bid more than your maximum on ${auction.title}. Your tokens are free again.`,
              relatedId: auctionId,
            },
          ])
        : NO_NOTICES;
      return { auction: updated, pending, outbidMemberId: decision.outbidMemberId };
    })
    .catch((error: unknown) => {
      if (error instanceof NotEnoughTokens) throw new AppError('CONFLICT', TOKEN_MESSAGES.notEnoughTokens);
      throw error;
    });

  if (!('pending' in placed)) return memberView(ctx, memberId, placed);
  deliverAfterCommit(ctx, placed.pending);
  // The bidder's live event and the answer are the same view, read once.
  const view = await announceTo(ctx, memberId, placed.auction);
  if (placed.outbidMemberId) await announceTo(ctx, placed.outbidMemberId, placed.auction);
  return view;
}

/** Live events after a change: the auction as this member sees it (answered), and their tokens. */
export async function announceTo(ctx: AppContext, memberId: string, auction: AuctionRow): Promise<MemberAuction> {
  const view = await memberView(ctx, memberId, auction);
  publishLive(ctx, memberId, { type: 'auction', auction: view });
  publishLive(ctx, memberId, { type: 'tokens', ...(await balanceOf(ctx.db, memberId)) });
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
