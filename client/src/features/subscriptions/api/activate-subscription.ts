import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, activateSubscriptionResponseSchema, type BillingCycle } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { applyMemberUpdate } from '../../../lib/member-api/update-member-cache';
import { adminKeys } from '../../../lib/query-keys';

export type ActivationRequest = { userId: string } & (
  { reference: string } | { plan: string; billingType: BillingCycle; includeBadge: boolean }
);

/** POST /activateSubscription: by a Paystack reference (checked with the provider) or by plan and cycle. */
export const activateSubscription = (request: ActivationRequest) =>
  adminApi(`${ADMIN_API_BASE}/activateSubscription`, activateSubscriptionResponseSchema, {
    method: 'POST',
    body: { ...request, adminId: currentAdminId() },
  });

export function useActivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateSubscription,
    onSuccess: (answer) => {
      applyMemberUpdate(queryClient, answer.user);
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all });
    },
  });
}
