import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, staffActionResponseSchema, type ResetAccessCodeInput } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** PUT /staff/{staffId}/access-code: a new access code (and optionally password); signs them out everywhere. */
export const resetAccessCode = ({ staffId, ...input }: ResetAccessCodeInput & { staffId: string }) =>
  adminApi(`${ADMIN_API_BASE}/staff/${encodeURIComponent(staffId)}/access-code`, staffActionResponseSchema, {
    method: 'PUT',
    body: input,
  });

export function useResetAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAccessCode,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
