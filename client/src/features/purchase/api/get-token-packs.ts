import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicTokenPacksSchema } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { publicKeys } from '../../../lib/query-keys';

/** GET /public/token-packs: the packs on sale, priced by the server. */
export const getTokenPacks = async () => publicTokenPacksSchema.parse(await api<unknown>('/api/v1/public/token-packs'));

export const tokenPacksQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.tokenPacks, queryFn: getTokenPacks, retry: 1, staleTime: 5 * 60 * 1000 });

export const useTokenPacks = () => useQuery(tokenPacksQueryOptions());
