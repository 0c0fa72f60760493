import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

/** PATCH /me {onlyVerified}: who may see and reach the member changes, so /me and discover are read again. */
export function useSetOnlyVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onlyVerified: boolean) => memberCall('/me', { method: 'PATCH', body: { onlyVerified } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.me }),
        queryClient.invalidateQueries({ queryKey: memberKeys.discover }),
      ]),
  });
}
