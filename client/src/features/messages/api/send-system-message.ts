import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, sendSystemMessageResponseSchema, type SendSystemMessageInput } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';

/** POST /sendsystemmessage: an announcement in every member's in-app feed. */
export const sendSystemMessage = (input: Omit<SendSystemMessageInput, 'adminId'>) =>
  adminApi(`${ADMIN_API_BASE}/sendsystemmessage`, sendSystemMessageResponseSchema, { method: 'POST', body: { ...input, adminId: currentAdminId() } });

export function useSendSystemMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSystemMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'system-messages'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
