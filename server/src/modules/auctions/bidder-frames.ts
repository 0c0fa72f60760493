import type { AppContext } from '../../context';
import type { AuctionRow } from '../../db/schema';
import { publishLive } from '../notifications/notifications.service';
import { bidderMaxima } from './auctions.repository';
import { toMemberAuction } from './auction-view';

/** One round of frames per auction per this long from one instance; changes in between go out in the next round. */
export const BIDDER_FRAMES_EVERY_MS = 250;

/** Per instance: auctions with a round just sent, and the newest change since (sent when the window closes). */
const windowsByContext = new WeakMap<AppContext, Map<string, { latest: AuctionRow | null }>>();

/**
 * Tells every member who bid on the auction its new price, end and status (decision 0123): each gets the auction as
 * they see it (their own maximum, whether they lead; nobody else's maximum). `toldAlready` got this very state in
 * their own frame (the bidder, the member outbid). A hot auction costs one query and one frame per bidder per window,
 * not per bid: the first change goes at once, the newest of those that follow when the window closes.
 */
export function tellBidders(ctx: AppContext, auction: AuctionRow, toldAlready: readonly (string | null)[] = []) {
  let windows = windowsByContext.get(ctx);
  if (!windows) windowsByContext.set(ctx, (windows = new Map()));
  const open = windows.get(auction.id);
  if (open) {
    open.latest = auction;
    return;
  }
  const window = { latest: null as AuctionRow | null };
  windows.set(auction.id, window);
  setTimeout(() => {
    windows.delete(auction.id);
    if (window.latest) tellBidders(ctx, window.latest);
  }, BIDDER_FRAMES_EVERY_MS).unref();
  sendFrames(ctx, auction, toldAlready).catch((error: unknown) =>
    ctx.logger.warn({ err: error, auctionId: auction.id }, 'auction frames to bidders failed'),
  );
}

async function sendFrames(ctx: AppContext, auction: AuctionRow, toldAlready: readonly (string | null)[]) {
  const maxima = await bidderMaxima(ctx.db, auction.id);
  const now = ctx.now();
  for (const [memberId, max] of maxima)
    if (!toldAlready.includes(memberId))
      publishLive(ctx, memberId, { type: 'auction', auction: toMemberAuction(auction, now, memberId, max) });
}
