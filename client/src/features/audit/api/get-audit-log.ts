import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, auditListResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type AuditFilters = { page: number; actor?: string; action?: string; from?: string; to?: string };

/** GET /audit?page=&actor=&action=&from=&to=: every admin write and export, newest first, 10 a page. */
export const getAuditLog = ({ page, actor, action, from, to }: AuditFilters) =>
  adminApi(`${ADMIN_API_BASE}/audit`, auditListResponseSchema, { query: { page, actor, action, from, to } });

export const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters) => useQuery(auditLogQueryOptions(filters));
