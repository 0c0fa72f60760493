import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, reportsResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';

/** GET /getreports/{adminId}: reports on members, photos and messages. */
export const getReports = () => adminApi(`${ADMIN_API_BASE}/getreports/${encodeURIComponent(currentAdminId())}`, reportsResponseSchema);

export const reportsQueryOptions = () => queryOptions({ queryKey: ['admin', 'reports'], queryFn: getReports });

export const useReports = () => useQuery(reportsQueryOptions());
