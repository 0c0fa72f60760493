import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, outboxRetryResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /mailoutbox/{id}/retry: sends a queued, failed or logged mail now. */
export const retryMail = (id: string) =>
  adminApi(`${ADMIN_API_BASE}/mailoutbox/${encodeURIComponent(id)}/retry`, outboxRetryResponseSchema, {
    method: 'POST',
    body: { adminId: currentAdminId() },
  });

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.mailOutbox.all }),
  });
}
