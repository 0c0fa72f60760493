import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, planActionResponseSchema, type CreatePlanInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { invalidatePlans } from './invalidate-plans';

/** POST /plans */
export const createPlan = (input: CreatePlanInput) =>
  adminApi(`${ADMIN_API_BASE}/plans`, planActionResponseSchema, { method: 'POST', body: input });

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPlan, onSuccess: () => invalidatePlans(queryClient) });
}
