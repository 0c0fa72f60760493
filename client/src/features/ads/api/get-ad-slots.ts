import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, adSlotSetResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /ads: the ad slot set with each slot's availability, image, link, amount and visits. */
export const getAdSlots = () => adminApi(`${ADMIN_API_BASE}/ads`, adSlotSetResponseSchema);

export const adSlotsQueryOptions = () => queryOptions({ queryKey: adminKeys.ads.slots, queryFn: getAdSlots });

export const useAdSlots = () => useQuery(adSlotsQueryOptions());
