import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

export type BidInput = { auctionId: string; clientBidId: string; maxAmount: number };

/** POST /auctions/:id/bids: `clientBidId` makes a retry after a lost answer the same bid. */
export const placeBid = ({ auctionId, clientBidId, maxAmount }: BidInput) =>
  memberCall(`/auctions/${encodeURIComponent(auctionId)}/bids`, { method: 'POST', body: { clientBidId, maxAmount } });

/** A bid moves the auction and holds tokens: both are read again before the screen confirms it. */
export function usePlaceBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    onSuccess: (_answer, { auctionId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.auction(auctionId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.tokens }),
      ]),
  });
}
