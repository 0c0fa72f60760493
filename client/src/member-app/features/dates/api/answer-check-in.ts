import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.checkInResponseSchema;

/** POST /dates/:id/check-in: "I'm OK", or "I need help", which texts the contact at once. */
export const answerCheckIn = ({ id, answer }: { id: string; answer: 'ok' | 'help' }) =>
  parsedAnswer(schema, `/dates/${encodeURIComponent(id)}/check-in`, { method: 'POST', body: { answer } });

export function useAnswerCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerCheckIn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.dates }),
  });
}
