import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, planActionResponseSchema, type UpdatePlanInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { invalidatePlans } from './invalidate-plans';

/** PATCH /plans/{planId}: prices, name, features, order, or retire (`retired: true`) and restore. */
export const updatePlan = ({ planId, ...input }: UpdatePlanInput & { planId: string }) =>
  adminApi(`${ADMIN_API_BASE}/plans/${encodeURIComponent(planId)}`, planActionResponseSchema, {
    method: 'PATCH',
    body: input,
  });

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePlan, onSuccess: () => invalidatePlans(queryClient) });
}
