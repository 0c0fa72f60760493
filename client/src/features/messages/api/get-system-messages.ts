import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, systemMessageListResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /systemmessages?adminId=&page=: 10 a page, newest first. */
export const getSystemMessages = (page: number) =>
  adminApi(`${ADMIN_API_BASE}/systemmessages`, systemMessageListResponseSchema, {
    query: { adminId: currentAdminId(), page },
  });

export const systemMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.systemMessages.page(page),
    queryFn: () => getSystemMessages(page),
    placeholderData: keepPreviousData,
  });

export const useSystemMessages = (page: number) => useQuery(systemMessagesQueryOptions(page));
