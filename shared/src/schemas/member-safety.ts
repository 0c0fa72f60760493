import { z } from 'zod';
import { memberTextField } from '../validation/member-text';
import { REPORT_KINDS, REPORT_REASON_CODES, type ReportReasonCode } from '../types/constants';
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
  reasonCode: `reasonCode must be one of ${REPORT_REASON_CODES.join(', ')}`,
  memberRequired: 'Choose the member you are reporting',
  pastMatchNotFound: 'Past match not found',
  pastMatchKind: 'A past match is reported with kind message',
  pastMatchOnly: 'A past match report names the match only, not a photo or a message',
} as const;

/** The reason codes in plain words, as the apps and the control centre show them (decision 0154). */
export const REPORT_REASON_LABELS: Record<ReportReasonCode, string> = {
  'asked-for-money': 'Asked me for money',
  'moved-off-app': 'Wanted to move the chat off Blynd',
  'fake-photos': 'Fake photos or not who they say they are',
  underage: 'May be under 18',
  harassment: 'Harassment or insults',
  'sexual-content': 'Sexual messages or pictures',
  'scam-investment': 'Investment or crypto scheme',
  'threat-or-violence': 'Threats or violence',
  other: 'Something else',
};

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
    /** Required, except for a past match (`matchId`), whose other side the server knows. */
    memberId: uuidField(TEXT.memberNotFound).optional(),
    /** An ended match from GET /matches/past: the report copies its evidence (its last 50 messages). */
    matchId: uuidField(TEXT.pastMatchNotFound).optional(),
    photoId: uuidField(TEXT.photoNotFound).optional(),
    /** A message report names the message; the server copies it (and up to 10 before it) into the report. */
    messageId: uuidField(TEXT.messageNotFound).optional(),
    messageText: z
      .string({ error: TEXT.messageRequired })
      .trim()
      .max(2000, { error: TEXT.messageTooLong })
      .optional()
      .describe("Accepted from older apps and ignored: the report keeps the server's copy of the message"),
    /** Older apps send none: their reports are `other` (decision 0154). */
    reasonCode: z.enum(REPORT_REASON_CODES, { error: TEXT.reasonCode }).default('other'),
    /** The member's own words. */
    reason: memberTextField({ required: TEXT.reasonRequired, max: 500, tooLong: TEXT.reasonTooLong }),
    alsoBlock: z.boolean({ error: 'alsoBlock must be true or false' }).default(true),
  })
  .superRefine((input, issues) => {
    if (input.matchId) {
      if (input.kind !== 'message') issues.addIssue({ code: 'custom', path: ['kind'], message: TEXT.pastMatchKind });
      if (input.photoId || input.messageId)
        issues.addIssue({ code: 'custom', path: ['matchId'], message: TEXT.pastMatchOnly });
      return;
    }
    if (!input.memberId) issues.addIssue({ code: 'custom', path: ['memberId'], message: TEXT.memberRequired });
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

/** GET /matches/past: ended matches of the last 30 days, each reportable by either side (decision 0154). */
export const PAST_MATCHES_PAGE_DEFAULT = 20;
export const pastMatchesQuerySchema = z.object({
  cursor: z.string().max(300, { error: TEXT.invalidCursor }).optional(),
  limit: pageLimitField(PAST_MATCHES_PAGE_DEFAULT),
});

/** An ended match as the list shows it: who it was with, as they were when it ended, and when; nothing more. */
export const pastMatchSchema = z.object({
  _id: z.string().describe('The ended match: `matchId` of a report'),
  firstName: z.string(),
  avatar: z.string().describe('The blyndmoji; never a photo'),
  endedAt: z.string(),
});
export type PastMatch = z.infer<typeof pastMatchSchema>;
export const pastMatchListSchema = cursorPageSchema(pastMatchSchema);
export type PastMatchList = z.infer<typeof pastMatchListSchema>;
