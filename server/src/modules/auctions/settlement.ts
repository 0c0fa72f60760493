import type { AppContext } from '../../context';
import type { AuctionRow } from '../../db/schema';
import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import {
  deliverAfterCommit,
  NO_NOTICES,
  recordNotices,
  type PendingNotices,
} from '../notifications/notifications.service';
import { lockMemberTokens, releaseBid, spendOnAuction } from '../tokens/ledger/ledger.service';
import {
  bidderIds,
  claimEndingSoon,
  dueForEndingSoon,
  dueForSettlement,
  lockUnsettled,
  updateAuctionRow,
} from './auctions.repository';
import { announceTo } from './bidding.service';
import { tellBidders } from './bidder-frames';
import { settlementPrice } from './bid-rules';

const ENDING_SOON_MS = 5 * 60 * 1000;

/**
 * Settles one auction past its end, exactly once whatever runs it (decision 0096): the row is claimed
 * with a lock that only an unsettled auction past its end matches, so a second instance finds nothing.
 * The leader's hold is released and, when the reserve is met, the final price is spent; the winner is told.
 */
export async function settleAuction(ctx: AppContext, auctionId: string): Promise<'settled' | 'not-due'> {
  const now = ctx.now();
  const result = await ctx.db.transaction(
    async (tx): Promise<{ auction: AuctionRow; pending: PendingNotices } | undefined> => {
      const auction = await lockUnsettled(tx, auctionId, now);
      if (!auction) return undefined;
      const price = settlementPrice(auction);
      const winner = price !== null ? auction.leaderMemberId : null;
      if (auction.leaderMemberId && auction.leaderBidId && auction.leaderMax !== null) {
        const tokens = await lockMemberTokens(tx, [auction.leaderMemberId]);
        await releaseBid(tx, tokens, auction.leaderMemberId, auction.leaderMax, auction.leaderBidId, auction.id);
        if (winner && price !== null) await spendOnAuction(tx, winner, price, auction.id);
      }
      const settled = await updateAuctionRow(tx, auction.id, {
        status: 'ended',
        settledAt: now,
        winnerMemberId: winner,
        finalPrice: winner ? price : null,
        fulfilmentStatus: winner ? 'pending' : null,
      });
      const pending = winner
        ? await recordNotices(tx, [
            {
              memberId: winner,
              kind: 'auction-won',
              title: 'You won the auction',
              body: `You won ${auction.title} for ${price} tokens. We will contact you about it.`,
              relatedId: auction.id,
            },
          ])
        : NO_NOTICES;
      return { auction: settled, pending };
    },
  );
  if (!result) return 'not-due';
  deliverAfterCommit(ctx, result.pending);
  if (result.auction.leaderMemberId) await announceTo(ctx, result.auction.leaderMemberId, result.auction);
  tellBidders(ctx, result.auction, [result.auction.leaderMemberId]);
  ctx.logger.info(
    { auctionId, sold: result.auction.winnerMemberId !== null, price: result.auction.finalPrice },
    'auction settled',
  );
  return 'settled';
}

/** Every auction past its end, settled; answers how many this run settled. */
export async function settleDueAuctions(ctx: AppContext): Promise<number> {
  let settled = 0;
  for (const id of await dueForSettlement(ctx.db, ctx.now())) {
    if ((await settleAuction(ctx, id)) === 'settled') settled++;
  }
  return settled;
}

/** Tells every member who bid that the auction ends within five minutes, once per auction. */
export async function sendEndingSoonNotices(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (const id of await dueForEndingSoon(ctx.db, ctx.now(), ENDING_SOON_MS)) {
    const pending = await ctx.db.transaction(async (tx) => {
      const auction = await claimEndingSoon(tx, id, ctx.now());
      if (!auction) return NO_NOTICES;
      const bidders = await bidderIds(tx, id);
      return recordNotices(
        tx,
        bidders.map((memberId) => ({
          memberId,
          kind: 'auction-ending-soon',
          title: 'An auction ends soon',
          body: `${auction.title} ends in less than five minutes.`,
          relatedId: id,
        })),
      );
    });
    if (pending.items.length) sent++;
    deliverAfterCommit(ctx, pending);
  }
  return sent;
}

/**
 * Settlement and ending-soon notices every AUCTIONS_TICK_SECONDS (at most 10 s, so an auction settles within
 * about 10 s), on one instance at a time; settleAuction's claim keeps even overlapping runs from settling twice.
 */
export const runAuctionsJob = defineJob({
  name: 'auctions-run',
  metric: 'auction run',
  payload: z.object({}),
  queue: { retryLimit: 1, retryDelay: 1, expireInSeconds: 120 },
  every: (config) => config.auctionsTickSeconds * 1000,
  pollSeconds: 1,
  async handle(ctx) {
    await settleDueAuctions(ctx);
    await sendEndingSoonNotices(ctx);
  },
});
