import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, replyContactMessageResponseSchema, type ReplyContactMessageInput } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /replycontactmessage: emails the sender with their message quoted, and keeps the reply; the key makes a repeat send nothing. */
export const replyContactMessage = ({
  idempotencyKey,
  ...input
}: Omit<ReplyContactMessageInput, 'adminId'> & { idempotencyKey: string }) =>
  adminApi(`${ADMIN_API_BASE}/replycontactmessage`, replyContactMessageResponseSchema, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { ...input, adminId: currentAdminId() },
  });

export function useReplyContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyContactMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all });
    },
  });
}
