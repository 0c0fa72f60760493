import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, singleUserResponseSchema } from '@blynd/shared';
import { adminApi } from '../api-client';
import { adminKeys } from '../query-keys';

/** GET /getsingleUser/{phone}: one member by the 13-character phone, photos included. */
export const getSingleUser = (phone: string) =>
  adminApi(`${ADMIN_API_BASE}/getsingleUser/${encodeURIComponent(phone)}`, singleUserResponseSchema);

export const singleUserQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: adminKeys.user.byPhone(phone),
    queryFn: () => getSingleUser(phone),
    staleTime: 0,
    retry: false,
  });

export const useSingleUser = (phone: string | null) =>
  useQuery({ ...singleUserQueryOptions(phone ?? ''), enabled: !!phone });
