import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.memberAuctionListSchema;

export type AuctionTab = 'live' | 'upcoming' | 'ended';

export const getAuctions = (status: AuctionTab) => parsedAnswer(schema, '/auctions', { query: { status } });

export const auctionsQueryOptions = (status: AuctionTab) =>
  queryOptions({
    queryKey: memberKeys.auctions(status),
    queryFn: () => getAuctions(status),
    retry: false,
    // Prices of auctions the member bid on arrive over the live channel; the others' (and a channel that is down) by this poll.
    refetchInterval: status === 'live' ? 10_000 : false,
  });

export const useAuctions = (status: AuctionTab) => useQuery(auctionsQueryOptions(status));
