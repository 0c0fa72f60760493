import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, dashboardResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /{adminId}: the signed-in admin, the inbox summary and the member analytics. */
export const getDashboard = (adminId: string) =>
  adminApi(`${ADMIN_API_BASE}/${encodeURIComponent(adminId)}`, dashboardResponseSchema);

// Polled and refetched on focus: the sidebar's unread badge and the dashboard's count follow new support messages without a reload.
export const dashboardQueryOptions = (adminId: string) =>
  queryOptions({
    queryKey: adminKeys.dashboard.forAdmin(adminId),
    queryFn: () => getDashboard(adminId),
    staleTime: 30_000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });

export const useDashboard = (adminId: string) => useQuery(dashboardQueryOptions(adminId));
