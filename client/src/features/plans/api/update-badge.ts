import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, badgeActionResponseSchema, type UpdateBadgeOfferInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { invalidatePlans } from './invalidate-plans';

/** PATCH /badges/{badgeId}: price, features, or retire and restore. */
export const updateBadge = ({ badgeId, ...input }: UpdateBadgeOfferInput & { badgeId: string }) =>
  adminApi(`${ADMIN_API_BASE}/badges/${encodeURIComponent(badgeId)}`, badgeActionResponseSchema, {
    method: 'PATCH',
    body: input,
  });

export function useUpdateBadge() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBadge, onSuccess: () => invalidatePlans(queryClient) });
}
