import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { afterBlock } from './block-member';

const schema = (schemas: AnswerSchemas) => schemas.reportResponseSchema;

export type ReportInput = {
  kind: 'user' | 'message';
  memberId: string;
  reason: string;
  alsoBlock: boolean;
  messageId?: string;
  messageText?: string;
};

export const reportMember = (body: ReportInput) => parsedAnswer(schema, '/reports', { method: 'POST', body });

/** A report; when it also blocked the member, what a block changes is read again (not awaited: the dialog closes at once). */
export function useReportMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportMember,
    onSuccess: (answer) => {
      if (answer.blocked) void afterBlock(queryClient);
    },
  });
}
