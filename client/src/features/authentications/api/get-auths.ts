import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, authListResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { pageOffset } from '../../../lib/pagination';
import { adminKeys } from '../../../lib/query-keys';

/**
 * A page of sign-up records, newest first: page 1 is GET /getAuths/{adminId}; page n is
 * /getnextauthset with the offset of page n − 1 (it answers the set after it).
 */
export function getAuths(page: number) {
  const adminId = currentAdminId();
  if (page <= 1) return adminApi(`${ADMIN_API_BASE}/getAuths/${encodeURIComponent(adminId)}`, authListResponseSchema);
  return adminApi(`${ADMIN_API_BASE}/getnextauthset`, authListResponseSchema, {
    query: { adminId, offset: pageOffset(page - 1) },
  });
}

export const authsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.authentications.page(page),
    queryFn: () => getAuths(page),
    placeholderData: keepPreviousData,
  });

export const useAuths = (page: number, enabled = true) => useQuery({ ...authsQueryOptions(page), enabled });
