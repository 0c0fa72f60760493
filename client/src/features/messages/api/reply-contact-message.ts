import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, replyContactMessageResponseSchema, type ReplyContactMessageInput } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';

/** POST /replycontactmessage: emails the sender with their message quoted, and keeps the reply. */
export const replyContactMessage = (input: Omit<ReplyContactMessageInput, 'adminId'>) =>
  adminApi(`${ADMIN_API_BASE}/replycontactmessage`, replyContactMessageResponseSchema, { method: 'POST', body: { ...input, adminId: currentAdminId() } });

export function useReplyContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyContactMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
