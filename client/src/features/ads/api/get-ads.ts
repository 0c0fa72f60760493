import { queryOptions, useQuery } from '@tanstack/react-query';
import { adSlotSetSchema, type AdSlotSet } from '@blynd/shared';
import { api } from '../../../lib/api-client';
import { publicKeys } from '../../../lib/query-keys';

export const getAds = async (): Promise<AdSlotSet> => adSlotSetSchema.parse(await api<unknown>('/api/v1/public/ads'));

// One quick retry, then the page shows the failure with a Retry button instead of waiting forever.
export const adsQueryOptions = () => queryOptions({ queryKey: publicKeys.ads, queryFn: getAds, retry: 1 });

export const useAds = () => useQuery(adsQueryOptions());
