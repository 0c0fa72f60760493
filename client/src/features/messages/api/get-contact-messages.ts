import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, contactMessageListResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';

/** GET /contactmessages?adminId=&page=: 10 a page, newest first, with the unread count. */
export const getContactMessages = (page: number) =>
  adminApi(`${ADMIN_API_BASE}/contactmessages`, contactMessageListResponseSchema, { query: { adminId: currentAdminId(), page } });

export const contactMessagesQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['admin', 'contact-messages', page], queryFn: () => getContactMessages(page), placeholderData: keepPreviousData });

export const useContactMessages = (page: number) => useQuery(contactMessagesQueryOptions(page));
