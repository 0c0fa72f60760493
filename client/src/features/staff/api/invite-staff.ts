import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, staffActionResponseSchema, type InviteStaffInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /staff: a new admin with a role, a first password and an access code. */
export const inviteStaff = (input: InviteStaffInput) =>
  adminApi(`${ADMIN_API_BASE}/staff`, staffActionResponseSchema, { method: 'POST', body: input });

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
