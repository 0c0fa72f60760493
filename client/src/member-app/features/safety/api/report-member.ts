import type { ReportReasonCode } from '@blynd/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { afterBlock } from './block-member';

const schema = (schemas: AnswerSchemas) => schemas.reportResponseSchema;

export type ReportInput = {
  kind: 'user' | 'message';
  /** What kind of harm (decision 0154); a one-tap report of a flagged message sends its kind's (decision 0150). */
  reasonCode?: ReportReasonCode;
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
