import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, authSearchResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /authentications?q=: sign-up records of members whose name, email or phone (any form) matches. */
export const searchAuths = (term: string) =>
  adminApi(`${ADMIN_API_BASE}/authentications`, authSearchResponseSchema, { query: { q: term.trim() } });

export const searchAuthsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: adminKeys.authentications.search(term),
    queryFn: () => searchAuths(term),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSearchAuths = (term: string) =>
  useQuery({ ...searchAuthsQueryOptions(term), enabled: term.trim() !== '' });
