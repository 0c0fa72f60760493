import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, conversationStatusResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /contactmessages/{id}/status: resolve a conversation or reopen it. */
export const setConversationStatus = ({ id, status }: { id: string; status: 'open' | 'resolved' }) =>
  adminApi(`${ADMIN_API_BASE}/contactmessages/${encodeURIComponent(id)}/status`, conversationStatusResponseSchema, {
    method: 'PATCH',
    body: { adminId: currentAdminId(), status },
  });

export function useSetConversationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConversationStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all });
    },
  });
}
