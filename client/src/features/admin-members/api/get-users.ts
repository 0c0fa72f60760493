import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, userListResponseSchema } from '@blynd/shared';
import { adminApi, currentAdminId } from '../../../lib/api-client';
import { pageOffset } from '../../../lib/pagination';
import { adminKeys } from '../../../lib/query-keys';

/**
 * A page of members, newest first, through the legacy offset calls: page 1 is GET /getusers/{adminId};
 * page n is /getnextuserset, which answers the set after `offset`, so it is asked with the offset of
 * page n − 1. The answer's own `offset` says which page the server gave (it stays on the last one).
 */
export function getUsers(page: number) {
  const adminId = currentAdminId();
  if (page <= 1) return adminApi(`${ADMIN_API_BASE}/getusers/${encodeURIComponent(adminId)}`, userListResponseSchema);
  return adminApi(`${ADMIN_API_BASE}/getnextuserset`, userListResponseSchema, {
    query: { adminId, offset: pageOffset(page - 1) },
  });
}

export const usersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.users.page(page),
    queryFn: () => getUsers(page),
    placeholderData: keepPreviousData,
  });

export const useUsers = (page: number, enabled = true) => useQuery({ ...usersQueryOptions(page), enabled });
