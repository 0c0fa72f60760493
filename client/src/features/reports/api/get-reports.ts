import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, reportsResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type ReportStatusFilter = 'open' | 'actioned' | 'dismissed' | 'all';

/** GET /getreports/{adminId}?status=: reports on members, photos and messages. */
export const getReports = (status: ReportStatusFilter) =>
  adminApi(`${ADMIN_API_BASE}/getreports/${encodeURIComponent(currentAdminId())}`, reportsResponseSchema, {
    query: { status },
  });

export const reportsQueryOptions = (status: ReportStatusFilter) =>
  queryOptions({
    queryKey: adminKeys.reports.byStatus(status),
    queryFn: () => getReports(status),
    placeholderData: keepPreviousData,
  });

export const useReports = (status: ReportStatusFilter) => useQuery(reportsQueryOptions(status));
