import { useMutation } from '@tanstack/react-query';
import { confirmedDetailsSchema, type ConfirmDetailsQuery, type ConfirmedDetails } from '@blynd/shared';
import { api } from '../../../lib/api-client';

export const confirmDetails = async (query: ConfirmDetailsQuery): Promise<ConfirmedDetails> =>
  confirmedDetailsSchema.parse(await api<unknown>('/api/v1/public/confirmdetails', { query }));

export const useConfirmDetails = () => useMutation({ mutationFn: confirmDetails });
