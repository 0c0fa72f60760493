import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

export const unblockMember = (memberId: string) =>
  memberCall(`/blocks/${encodeURIComponent(memberId)}`, { method: 'DELETE' });

/** The block list is read again before the screen says the member is unblocked. */
export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.blocks }),
  });
}
