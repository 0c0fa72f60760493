import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_API_BASE,
  adminMemberTokensSchema,
  grantTokensResponseSchema,
  type GrantTokensInput,
} from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /tokens/{memberId}: a member's balance and their entries, newest first, a page at a time. */
export const getMemberTokens = (memberId: string, cursor?: string) =>
  adminApi(`${ADMIN_API_BASE}/tokens/${encodeURIComponent(memberId)}`, adminMemberTokensSchema, { query: { cursor } });

/** POST /tokens/grant: tokens given with a reason (audited; never revenue); the key makes a repeat credit nothing. */
export const grantTokens = ({ idempotencyKey, ...input }: GrantTokensInput & { idempotencyKey: string }) =>
  adminApi(`${ADMIN_API_BASE}/tokens/grant`, grantTokensResponseSchema, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: input,
  });

export function useGrantTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantTokens,
    onSuccess: (_answer, input) =>
      void queryClient.invalidateQueries({ queryKey: adminKeys.memberTokens(input.memberId) }),
  });
}
