import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, adminPlansResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /plans: every plan and badge offer, retired ones included. */
export const getAdminPlans = () => adminApi(`${ADMIN_API_BASE}/plans`, adminPlansResponseSchema);

export const adminPlansQueryOptions = () => queryOptions({ queryKey: adminKeys.plans, queryFn: getAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
