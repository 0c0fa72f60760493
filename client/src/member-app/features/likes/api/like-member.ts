import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.likeResponseSchema;

export const likeMember = (memberId: string) =>
  parsedAnswer(schema, `/likes/${encodeURIComponent(memberId)}`, { method: 'POST' });

/**
 * A like, from discover or as a like back: the likes received are read again (a liked-back card leaves them), and
 * a match refreshes the matches and the conversations it opens. Not awaited: the screen tells the outcome at once.
 */
export function useLikeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeMember,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.likes });
      if (!answer.matched) return;
      void queryClient.invalidateQueries({ queryKey: memberKeys.matches });
      void queryClient.invalidateQueries({ queryKey: memberKeys.conversations });
    },
  });
}
