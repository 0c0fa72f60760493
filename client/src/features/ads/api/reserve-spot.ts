import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, SpotReservationInput } from '@blynd/shared';
import { api } from '../../../lib/api-client';

export const reserveSpot = (input: SpotReservationInput) =>
  api<MessageResponse>('/api/v1/public/reserveSpot', { method: 'POST', body: input });

export const useReserveSpot = () => useMutation({ mutationFn: reserveSpot });
