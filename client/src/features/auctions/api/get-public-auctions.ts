import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicAuctionListSchema } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { publicKeys } from '../../../lib/query-keys';

/** GET /public/auctions: live auctions first, then upcoming ones. */
export const getPublicAuctions = async () =>
  publicAuctionListSchema.parse(await api<unknown>('/api/v1/public/auctions'));

export const publicAuctionsQueryOptions = () =>
  queryOptions({
    queryKey: publicKeys.auctions,
    queryFn: getPublicAuctions,
    retry: 1,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export const usePublicAuctions = () => useQuery(publicAuctionsQueryOptions());
