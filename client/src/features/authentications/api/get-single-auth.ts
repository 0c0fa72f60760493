import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, singleAuthResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';

/** GET /getsingleAuth/{phone}: the sign-up record of the 13-character phone. */
export const getSingleAuth = (phone: string) => adminApi(`${ADMIN_API_BASE}/getsingleAuth/${encodeURIComponent(phone)}`, singleAuthResponseSchema);

export const singleAuthQueryOptions = (phone: string) =>
  queryOptions({ queryKey: ['admin', 'authentications', 'phone', phone], queryFn: () => getSingleAuth(phone), retry: false });

export const useSingleAuth = (phone: string) => useQuery({ ...singleAuthQueryOptions(phone), enabled: phone !== '' });
