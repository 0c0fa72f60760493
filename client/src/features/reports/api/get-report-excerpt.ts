import { useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, reportExcerptResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /reports/{id}/excerpt: the server's copy of a reported message and up to 10 before it. */
export const getReportExcerpt = (id: string) =>
  adminApi(`${ADMIN_API_BASE}/reports/${encodeURIComponent(id)}/excerpt`, reportExcerptResponseSchema);

/**
 * Every opening is an audited read: each mount asks the server, even when a quick reopening finds the last
 * answer not yet collected, nothing is kept once the view closes, and nothing refetches while it is open.
 */
export const useReportExcerpt = (id: string) =>
  useQuery({
    queryKey: adminKeys.reports.excerpt(id),
    queryFn: () => getReportExcerpt(id),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: false,
  });
