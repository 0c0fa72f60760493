import { QueryClient } from '@tanstack/react-query';
import type { Auction, Page } from '../api/contract';
import { memberKeys } from '../api/member-keys';
import { applyAuctionFrame } from '../features/auctions/auction-frames';

const auction = (id: string, over: Partial<Auction> = {}): Auction =>
  ({
    _id: id,
    title: `Auction ${id}`,
    status: 'live',
    currentBid: 100,
    minimumBid: 110,
    bidCount: 2,
    endsAt: '2026-12-01T20:00:00.000Z',
    myMax: 150,
    leading: false,
    won: false,
    ...over,
  }) as Auction;

describe('auction frames on the cached auction and lists', () => {
  it('When a frame brings a new price and end, then the page and the live list show it without a request', () => {
    const client = new QueryClient();
    client.setQueryData(memberKeys.auction('a'), auction('a'));
    client.setQueryData<Page<Auction>>(memberKeys.auctions('live'), {
      items: [auction('a'), auction('b')],
      nextCursor: null,
    });
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const frame = auction('a', { currentBid: 160, minimumBid: 170, bidCount: 3, endsAt: '2026-12-01T20:05:00.000Z' });
    applyAuctionFrame(client, frame);
    expect(client.getQueryData(memberKeys.auction('a'))).toMatchObject({
      currentBid: 160,
      bidCount: 3,
      endsAt: frame.endsAt,
    });
    const list = client.getQueryData<Page<Auction>>(memberKeys.auctions('live'))!;
    expect(list.items.map((i) => i.currentBid)).toEqual([160, 100]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('When a frame older than what the page shows arrives (fewer bids), then it is ignored', () => {
    const client = new QueryClient();
    client.setQueryData(memberKeys.auction('a'), auction('a', { bidCount: 5, currentBid: 300 }));
    applyAuctionFrame(client, auction('a', { bidCount: 4, currentBid: 250 }));
    expect(client.getQueryData(memberKeys.auction('a'))).toMatchObject({ bidCount: 5, currentBid: 300 });
  });

  it('When an auction in a list ends, then the lists are fetched again (it moves tabs)', () => {
    const client = new QueryClient();
    client.setQueryData<Page<Auction>>(memberKeys.auctions('live'), { items: [auction('a')], nextCursor: null });
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    applyAuctionFrame(client, auction('a', { status: 'ended' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.allAuctions });
  });
});
