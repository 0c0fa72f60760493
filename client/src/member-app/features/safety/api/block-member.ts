import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memberCall } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

export const blockMember = (memberId: string) => memberCall('/blocks', { method: 'POST', body: { memberId } });

/** What a block (or a report that also blocks) changes: the match and its conversation end, the block list grows. */
export const afterBlock = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.matches }),
    queryClient.invalidateQueries({ queryKey: memberKeys.conversations }),
    queryClient.invalidateQueries({ queryKey: memberKeys.blocks }),
  ]);

export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockMember, onSuccess: () => void afterBlock(queryClient) });
}
