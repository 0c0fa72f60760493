import type { DateInput } from '@blynd/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';

const schema = (schemas: AnswerSchemas) => schemas.createdDateSchema;

/** POST /dates: the plan, texted to the contact; the answer's `shareUrl` is shown this once. */
export const planDate = (body: DateInput) => parsedAnswer(schema, '/dates', { method: 'POST', body });

export function usePlanDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: planDate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKeys.dates }),
  });
}
