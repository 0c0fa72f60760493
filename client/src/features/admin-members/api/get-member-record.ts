import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, memberCountsResponseSchema, memberRecordSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /members/{id}/record: everything about one member. */
export const getMemberRecord = (id: string) =>
  adminApi(`${ADMIN_API_BASE}/members/${encodeURIComponent(id)}/record`, memberRecordSchema);

export const memberRecordQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.users.record(id), queryFn: () => getMemberRecord(id), retry: false });

export const useMemberRecord = (id: string) => useQuery(memberRecordQueryOptions(id));

/** GET /members/{id}/counts: likes, matches and reports, for the member modal. */
export const getMemberCounts = (id: string) =>
  adminApi(`${ADMIN_API_BASE}/members/${encodeURIComponent(id)}/counts`, memberCountsResponseSchema);

export const useMemberCounts = (id: string) =>
  useQuery({ queryKey: adminKeys.users.counts(id), queryFn: () => getMemberCounts(id), retry: false });
