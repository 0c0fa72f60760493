import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, adminPlansResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';

/** GET /plans: every plan and badge offer, retired ones included. */
export const getAdminPlans = () => adminApi(`${ADMIN_API_BASE}/plans`, adminPlansResponseSchema);

export const adminPlansQueryOptions = () => queryOptions({ queryKey: ['admin', 'plans'], queryFn: getAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
