import { z } from 'zod';
import { memberTextField } from '../validation/member-text';
import { REPORT_KINDS } from '../types/constants';
import { uuidField } from './common';
import { cursorPageSchema, pageLimitField } from './member-cards';

/** Texts of blocks and reports (docs/member-api.md#blocks-and-reports). */
export const MEMBER_SAFETY_MESSAGES = {
  memberNotFound: 'Member not found',
  photoNotFound: 'Photo not found',
  blockNotFound: 'This member is not blocked',
  blockSelf: 'You cannot block yourself',
  reportSelf: 'You cannot report yourself',
  blocked: 'Member blocked',
  unblocked: 'Member unblocked',
  reported: 'Thanks for telling us. Our team will review this report',
  tooManyReports: 'You have sent the most reports allowed today. Please try again tomorrow',
  invalidCursor: 'Invalid cursor',
  reportKind: `kind must be one of ${REPORT_KINDS.join(', ')}`,
  reasonRequired: 'Tell us what happened',
  reasonTooLong: 'The reason can be at most 500 characters',
  photoRequired: 'Choose the photo you are reporting',
  messageRequired: 'Choose the message you are reporting',
  messageNotFound: 'Message not found',
  messageTooLong: 'The message can be at most 2000 characters',
} as const;

export const REPORTS_PER_DAY = 20;

const TEXT = MEMBER_SAFETY_MESSAGES;

export const blockInputSchema = z.object({ memberId: uuidField(TEXT.memberNotFound) });
export type BlockInput = z.infer<typeof blockInputSchema>;

export const BLOCKS_PAGE_DEFAULT = 50;
export const blocksQuerySchema = z.object({
  cursor: z.string().max(300, { error: TEXT.invalidCursor }).optional(),
  limit: pageLimitField(BLOCKS_PAGE_DEFAULT),
});

/** Whom the member blocked: enough to recognise them and unblock, nothing more (no bio, no photos). */
export const blockedMemberSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  avatar: z.string(),
  blockedAt: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blockListSchema = cursorPageSchema(blockedMemberSchema);
export type BlockList = z.infer<typeof blockListSchema>;

export const blockResponseSchema = z.object({ message: z.string(), blocked: z.literal(true) });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

export const reportInputSchema = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: TEXT.reportKind }),
    memberId: uuidField(TEXT.memberNotFound),
    photoId: uuidField(TEXT.photoNotFound).optional(),
    /** A message report names the message; the server copies it (and up to 10 before it) into the report. */
    messageId: uuidField(TEXT.messageNotFound).optional(),
    messageText: z
      .string({ error: TEXT.messageRequired })
      .trim()
      .max(2000, { error: TEXT.messageTooLong })
      .optional()
      .describe("Accepted from older apps and ignored: the report keeps the server's copy of the message"),
    reason: memberTextField({ required: TEXT.reasonRequired, max: 500, tooLong: TEXT.reasonTooLong }),
    alsoBlock: z.boolean({ error: 'alsoBlock must be true or false' }).default(true),
  })
  .superRefine((input, issues) => {
    if (input.kind === 'photo' && !input.photoId)
      issues.addIssue({ code: 'custom', path: ['photoId'], message: TEXT.photoRequired });
    if (input.kind === 'message' && !input.messageId)
      issues.addIssue({ code: 'custom', path: ['messageId'], message: TEXT.messageRequired });
  });
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportResponseSchema = z.object({ message: z.string(), blocked: z.boolean() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** 429 of the daily report allowance: when the next Lagos day starts. */
export const dailyLimitErrorSchema = z.object({ error: z.string(), resetsAt: z.string() });
