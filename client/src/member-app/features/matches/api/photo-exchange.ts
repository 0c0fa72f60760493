import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const match = (id: string) => `/matches/${encodeURIComponent(id)}`;
const request = (id: string) => `/photo-requests/${encodeURIComponent(id)}`;

/** The photo exchange of a match: ask, accept or decline the other's request, hide mine again. */
export type PhotoExchangeStep =
  | { kind: 'ask'; matchId: string }
  | { kind: 'accept'; requestId: string }
  | { kind: 'decline'; requestId: string }
  | { kind: 'revoke'; matchId: string };

export const takePhotoExchangeStep = (step: PhotoExchangeStep) => {
  switch (step.kind) {
    case 'ask':
      return memberCall(`${match(step.matchId)}/photo-request`, { method: 'POST' });
    case 'accept':
      return memberCall(`${request(step.requestId)}/accept`, { method: 'POST' });
    case 'decline':
      return memberCall(`${request(step.requestId)}/decline`, { method: 'POST' });
    case 'revoke':
      return memberCall(`${match(step.matchId)}/photos/revoke`, { method: 'POST' });
  }
};

/**
 * What a change to a match shows in: the matches (its photo state) and the conversations (their cards). Not awaited
 * by the hooks: the screen tells the outcome at once and the lists follow.
 */
export const afterMatchChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.matches }),
    queryClient.invalidateQueries({ queryKey: memberKeys.conversations }),
  ]);

export function usePhotoExchange() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: takePhotoExchangeStep, onSuccess: () => void afterMatchChange(queryClient) });
}
