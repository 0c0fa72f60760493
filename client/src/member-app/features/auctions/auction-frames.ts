import type { QueryClient } from '@tanstack/react-query';
import type { Auction, Page } from '../../api/contract';
import { memberKeys } from '../../api/member-keys';

type AuctionFrame = Partial<Auction> & { _id: string };

/**
 * The frame's auction over what the page holds, unless it is older: frames from two instances can cross, and the
 * bid count only grows, so a frame with fewer bids than the page shows is a stale one.
 */
export function withAuctionFrame<T extends Partial<Auction>>(held: T, frame: AuctionFrame): T {
  if (held.bidCount !== undefined && frame.bidCount !== undefined && frame.bidCount < held.bidCount) return held;
  return { ...held, ...frame };
}

/**
 * An `auction` frame (price, end, status of an auction the member bid on) applied where the app shows that auction:
 * the auction's page and the lists take it in place, so a hot auction's frames cost no request. A list whose
 * auction changed status (ended, cancelled) is fetched again: the auction moves to another tab.
 */
export function applyAuctionFrame(queryClient: QueryClient, frame: AuctionFrame) {
  queryClient.setQueryData<Auction>(memberKeys.auction(frame._id), (held) => held && withAuctionFrame(held, frame));
  let moved = false;
  queryClient.setQueriesData<Page<Auction>>({ queryKey: memberKeys.allAuctions }, (page) => {
    if (!page?.items.some((item) => item._id === frame._id)) return page;
    return {
      ...page,
      items: page.items.map((item) => {
        if (item._id !== frame._id) return item;
        if (frame.status !== undefined && frame.status !== item.status) moved = true;
        return withAuctionFrame(item, frame);
      }),
    };
  });
  if (moved) void queryClient.invalidateQueries({ queryKey: memberKeys.allAuctions });
}
