import type { ReportReasonCode } from '@blynd/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AnswerSchemas, parsedAnswer } from '../../../api/answer';
import { memberKeys } from '../../../api/member-keys';
import { afterBlock } from './block-member';

const schema = (schemas: AnswerSchemas) => schemas.reportResponseSchema;

export type ReportInput = {
  kind: 'user' | 'message';
  /** What kind of harm (decision 0154); a one-tap report of a flagged message sends its kind's (decision 0150). */
  reasonCode: ReportReasonCode;
  /** Absent for a past match (`matchId`): the server knows its other side. */
  memberId?: string;
  /** An ended match from the past matches list: the report copies its kept messages (decision 0154). */
  matchId?: string;
  /** The member's own words. */
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
    onSuccess: (answer, input) => {
      if (answer.blocked) void afterBlock(queryClient);
      if (input.matchId) void queryClient.invalidateQueries({ queryKey: memberKeys.pastMatches });
    },
  });
}
