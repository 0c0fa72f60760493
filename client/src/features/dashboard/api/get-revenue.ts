import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, revenueResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /revenue: money received per plan, and manual activations apart (decision 0055). Admin and up. */
export const getRevenue = () => adminApi(`${ADMIN_API_BASE}/revenue`, revenueResponseSchema);

export const revenueQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.dashboard.revenue, queryFn: getRevenue, staleTime: 30_000 });

export const useRevenue = () => useQuery(revenueQueryOptions());
