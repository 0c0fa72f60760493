import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, outboxListResponseSchema, type MailStatus } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /mailoutbox?status=&page=: 10 mails a page, newest first, with each status's count. */
export const getOutbox = (page: number, status: MailStatus | undefined) =>
  adminApi(`${ADMIN_API_BASE}/mailoutbox`, outboxListResponseSchema, {
    query: { adminId: currentAdminId(), page, ...(status ? { status } : {}) },
  });

export const outboxQueryOptions = (page: number, status: MailStatus | undefined) =>
  queryOptions({
    queryKey: adminKeys.mailOutbox.page(page, status),
    queryFn: () => getOutbox(page, status),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
  });

export const useOutbox = (page: number, status: MailStatus | undefined) => useQuery(outboxQueryOptions(page, status));
