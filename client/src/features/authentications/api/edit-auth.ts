import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, editAuthResponseSchema, type AuthLevel } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** PUT /editAuth: sets the next sign-up step the app asks for (1, 2, 4, 10 or 11). */
export const editAuth = ({ authId, step }: { authId: string; step: AuthLevel }) =>
  adminApi(`${ADMIN_API_BASE}/editAuth`, editAuthResponseSchema, {
    method: 'PUT',
    body: { authId, step, adminId: currentAdminId() },
  });

export function useEditAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAuth,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.authentications.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.user.all });
    },
  });
}
