import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, staffActionResponseSchema, type UpdateStaffInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /staff/{staffId}: role, name, or disable (which signs them out) and enable. */
export const updateStaff = ({ staffId, ...input }: UpdateStaffInput & { staffId: string }) =>
  adminApi(`${ADMIN_API_BASE}/staff/${encodeURIComponent(staffId)}`, staffActionResponseSchema, {
    method: 'PATCH',
    body: input,
  });

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
