import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, memberListResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The list's search, filters and sort as they sit in the URL (each optional). */
export type MemberListFilters = {
  q?: string;
  plan?: string;
  earningStatus?: string;
  blocked?: string;
  joinedFrom?: string;
  joinedTo?: string;
  sort?: string;
  page: number;
};

/** GET /members: a page of members with the search, filters and sort applied by the server. */
export const getMembers = (filters: MemberListFilters) => {
  const query = Object.fromEntries(
    Object.entries({ ...filters, page: String(filters.page) }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  return adminApi(`${ADMIN_API_BASE}/members`, memberListResponseSchema, { query: query as Record<string, string> });
};

export const membersQueryOptions = (filters: MemberListFilters) =>
  queryOptions({
    queryKey: adminKeys.users.list(filters),
    queryFn: () => getMembers(filters),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useMembers = (filters: MemberListFilters, enabled = true) =>
  useQuery({ ...membersQueryOptions(filters), enabled });
