import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, conversationResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { INBOX_POLL_MS } from './get-contact-messages';
import { adminKeys } from '../../../lib/query-keys';

/** GET /contactmessages/{id}: the whole thread and the member the sender matches. */
export const getConversation = (id: string) =>
  adminApi(`${ADMIN_API_BASE}/contactmessages/${encodeURIComponent(id)}`, conversationResponseSchema);

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.contactMessages.thread(id),
    queryFn: () => getConversation(id),
    refetchInterval: INBOX_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });

export const useConversation = (id: string) => useQuery(conversationQueryOptions(id));
