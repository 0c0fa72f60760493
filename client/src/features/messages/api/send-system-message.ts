import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, sendSystemMessageResponseSchema, type SendSystemMessageInput } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /sendsystemmessage: an announcement in every member's in-app feed; the key makes a repeat post nothing. */
export const sendSystemMessage = ({
  idempotencyKey,
  ...input
}: Omit<SendSystemMessageInput, 'adminId'> & { idempotencyKey: string }) =>
  adminApi(`${ADMIN_API_BASE}/sendsystemmessage`, sendSystemMessageResponseSchema, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { ...input, adminId: currentAdminId() },
  });

export function useSendSystemMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSystemMessage,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.systemMessages.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all });
    },
  });
}
