import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, staffListResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /staff: every admin account (Super Admin only). */
export const getStaff = () => adminApi(`${ADMIN_API_BASE}/staff`, staffListResponseSchema);

export const staffQueryOptions = () => queryOptions({ queryKey: adminKeys.staff, queryFn: getStaff });

export const useStaff = () => useQuery(staffQueryOptions());
