import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, badgeActionResponseSchema, type CreateBadgeOfferInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { invalidatePlans } from './invalidate-plans';

/** POST /badges: a verification badge offer for an earning status that has none. */
export const createBadge = (input: CreateBadgeOfferInput) =>
  adminApi(`${ADMIN_API_BASE}/badges`, badgeActionResponseSchema, { method: 'POST', body: input });

export function useCreateBadge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBadge, onSuccess: () => invalidatePlans(queryClient) });
}
