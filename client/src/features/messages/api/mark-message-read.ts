import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, updateMessageResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /updatemessage: opening a contact message marks it (and its dashboard notification) read. */
export const markMessageRead = (messageId: string) =>
  adminApi(`${ADMIN_API_BASE}/updatemessage`, updateMessageResponseSchema, {
    method: 'PATCH',
    body: { adminId: currentAdminId(), messageId },
  });

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all });
    },
  });
}
