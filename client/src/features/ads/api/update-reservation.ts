import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API_BASE, reservationActionResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** PATCH /ads/reservations/{reservationId}: marks a reservation handled (or open again). */
export const updateReservation = ({ reservationId, handled }: { reservationId: string; handled: boolean }) =>
  adminApi(`${ADMIN_API_BASE}/ads/reservations/${encodeURIComponent(reservationId)}`, reservationActionResponseSchema, {
    method: 'PATCH',
    body: { handled },
  });

export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReservation,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.ads.reservations.all }),
  });
}
