import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberAuction } from '@blynd/shared';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.memberAuctionSchema;

export const getAuction = (auctionId: string) => parsedAnswer(schema, `/auctions/${encodeURIComponent(auctionId)}`);

/**
 * A member who bid hears every price and end change on the live channel (the poll only covers a channel that is
 * down); one who never bid hears nothing there, so a live auction's page asks again every few seconds.
 */
const auctionPollMs = (auction: MemberAuction | undefined) => {
  if (auction?.status === 'ended' || auction?.status === 'cancelled') return false;
  return auction?.status === 'live' && auction.myMax === null ? 5_000 : 30_000;
};

export const auctionQueryOptions = (auctionId: string) =>
  queryOptions({
    queryKey: memberKeys.auction(auctionId),
    queryFn: () => getAuction(auctionId),
    retry: false,
    refetchInterval: (query) => auctionPollMs(query.state.data),
  });

export const useAuction = (auctionId: string) => useQuery(auctionQueryOptions(auctionId));
