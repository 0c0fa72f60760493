import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, contactMessageListResponseSchema, type InboxFilter } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** How often an open inbox asks for new messages; focus on the window asks at once as well. */
export const INBOX_POLL_MS = 20_000;

export type InboxListParams = { page: number; filter: InboxFilter; q: string };

/** GET /contactmessages?adminId=&page=&filter=&q=: 10 conversations a page, latest message first, with the inbox's counts. */
export const getContactMessages = ({ page, filter, q }: InboxListParams) =>
  adminApi(`${ADMIN_API_BASE}/contactmessages`, contactMessageListResponseSchema, {
    query: { adminId: currentAdminId(), page, ...(filter === 'all' ? {} : { filter }), ...(q ? { q } : {}) },
  });

export const contactMessagesQueryOptions = (params: InboxListParams) =>
  queryOptions({
    queryKey: adminKeys.contactMessages.list(params),
    queryFn: () => getContactMessages(params),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });

export const useContactMessages = (params: InboxListParams) => useQuery(contactMessagesQueryOptions(params));
