import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';
import { afterMatchChange } from './photo-exchange';

/** DELETE /matches/:id: the match and its conversation end for both. */
export const unmatch = (matchId: string) => memberCall(`/matches/${encodeURIComponent(matchId)}`, { method: 'DELETE' });

export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unmatch, onSuccess: () => void afterMatchChange(queryClient) });
}
