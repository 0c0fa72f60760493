import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, userActionResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { applyMemberUpdate } from '../../../lib/member-api/update-member-cache';

/** PATCH /blockUser: toggles the block (the sign-up record follows). */
export const blockUser = (userId: string) =>
  adminApi(`${ADMIN_API_BASE}/blockUser`, userActionResponseSchema, {
    method: 'PATCH',
    body: { userId, adminId: currentAdminId() },
  });

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockUser, onSuccess: (answer) => applyMemberUpdate(queryClient, answer.user) });
}
