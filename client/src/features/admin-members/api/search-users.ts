import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, searchNamesResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /searchnames/{term}: phone or name, partial matches, up to 50 members. */
export const searchUsers = (term: string) =>
  adminApi(`${ADMIN_API_BASE}/searchnames/${encodeURIComponent(term.trim())}`, searchNamesResponseSchema);

export const searchUsersQueryOptions = (term: string) =>
  queryOptions({ queryKey: adminKeys.users.search(term), queryFn: () => searchUsers(term) });

export const useSearchUsers = (term: string) =>
  useQuery({ ...searchUsersQueryOptions(term), enabled: term.trim() !== '' });
