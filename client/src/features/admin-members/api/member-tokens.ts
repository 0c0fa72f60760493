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

/** POST /tokens/grant: tokens given with a reason (audited; never revenue). */
export function useGrantTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantTokensInput) =>
      adminApi(`${ADMIN_API_BASE}/tokens/grant`, grantTokensResponseSchema, { method: 'POST', body: input }),
    onSuccess: (_answer, input) =>
      void queryClient.invalidateQueries({ queryKey: adminKeys.memberTokens(input.memberId) }),
  });
}
