import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API_BASE, reservationListResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export type ReservationFilter = 'all' | 'open' | 'handled';

const handledQuery = (filter: ReservationFilter) => (filter === 'all' ? undefined : filter === 'handled');

/** GET /ads/reservations?page=&handled=: 10 a page, newest first, with the count still to answer. */
export const getReservations = (page: number, filter: ReservationFilter) =>
  adminApi(`${ADMIN_API_BASE}/ads/reservations`, reservationListResponseSchema, {
    query: { page, handled: handledQuery(filter) },
  });

export const reservationsQueryOptions = (page: number, filter: ReservationFilter) =>
  queryOptions({
    queryKey: adminKeys.ads.reservations.page(filter, page),
    queryFn: () => getReservations(page, filter),
    placeholderData: keepPreviousData,
  });

export const useReservations = (page: number, filter: ReservationFilter) =>
  useQuery(reservationsQueryOptions(page, filter));
