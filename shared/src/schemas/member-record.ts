import { z } from 'zod';
import { EARNING_STATUSES } from '../types/constants';
import { adminIdField, isoDate } from './admin-api';
import { adminUserSchema } from './admin-members';
import { adminReportSchema } from './reports';
import { privacyStateSchema } from './privacy';
import { discoveryProfileShape } from './discovery-filters';
import { memberPreferencesResponseSchema } from './member-me';

// ---------------------------------------------------------------------------------------------
// Members list with search, filters and sorting: GET /members?q=&plan=&earningStatus=&blocked=&joinedFrom=&joinedTo=&sort=&page=
// ---------------------------------------------------------------------------------------------

export const MEMBER_LIST_MESSAGES = {
  badPlan: 'plan must be free or premium',
  badEarningStatus: `earningStatus must be one of ${EARNING_STATUSES.join(', ')} or none`,
  badBlocked: 'blocked must be true or false',
  badDate: 'Dates must be YYYY-MM-DD',
  badRange: 'joinedFrom must not be after joinedTo',
  badSort: 'sort must be newest, oldest or name',
  badPage: 'page must be a whole number from 1',
  memberNotFound: 'No member found',
} as const;

export const MEMBER_PLAN_FILTERS = ['free', 'premium'] as const;
export const MEMBER_SORTS = ['newest', 'oldest', 'name'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
/** Searches count their matches up to this many; beyond it the screen says "1,000+". */
export const MEMBER_SEARCH_COUNT_CAP = 1000;

const calendarDate = z
  .string({ error: MEMBER_LIST_MESSAGES.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MEMBER_LIST_MESSAGES.badDate })
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    {
      error: MEMBER_LIST_MESSAGES.badDate,
    },
  );

export const memberListQuerySchema = z
  .object({
    adminId: adminIdField,
    q: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((text) => text || undefined),
    plan: z.enum(MEMBER_PLAN_FILTERS, { error: MEMBER_LIST_MESSAGES.badPlan }).optional(),
    earningStatus: z.enum([...EARNING_STATUSES, 'none'], { error: MEMBER_LIST_MESSAGES.badEarningStatus }).optional(),
    blocked: z
      .enum(['true', 'false'], { error: MEMBER_LIST_MESSAGES.badBlocked })
      .transform((value) => value === 'true')
      .optional(),
    joinedFrom: calendarDate.optional(),
    joinedTo: calendarDate.optional(),
    sort: z.enum(MEMBER_SORTS, { error: MEMBER_LIST_MESSAGES.badSort }).optional().default('newest'),
    page: z
      .string({ error: MEMBER_LIST_MESSAGES.badPage })
      .regex(/^\d{1,6}$/, { error: MEMBER_LIST_MESSAGES.badPage })
      .transform(Number)
      .refine((n) => n >= 1, { error: MEMBER_LIST_MESSAGES.badPage })
      .optional()
      .default(1),
  })
  .refine((query) => !query.joinedFrom || !query.joinedTo || query.joinedFrom <= query.joinedTo, {
    error: MEMBER_LIST_MESSAGES.badRange,
    path: ['joinedFrom'],
  });
export type MemberListQuery = z.output<typeof memberListQuerySchema>;

export const memberListResponseSchema = z.object({
  users: z.array(adminUserSchema),
  /** Exact for filters alone; with a search `q` it stops counting at MEMBER_SEARCH_COUNT_CAP (`totalCapped`). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The member record: GET /members/{id}/record, and the counts alone: GET /members/{id}/counts
// ---------------------------------------------------------------------------------------------

export const memberIdParamsSchema = z.object({ id: z.string().uuid({ error: MEMBER_LIST_MESSAGES.memberNotFound }) });

export const memberActivityCountsSchema = z.object({
  likesGiven: z.number().int(),
  likesReceived: z.number().int(),
  /** Matches still running (not unmatched or ended by a block). */
  matches: z.number().int(),
  reportsMade: z.number().int(),
  reportsReceived: z.number().int(),
  openReportsReceived: z.number().int(),
  /** Chat, as numbers only: the control centre never reads a conversation from the member record. */
  messagesSent: z.number().int(),
  messagesReceived: z.number().int(),
  /** Matches (running or ended) with at least one message. */
  conversations: z.number().int(),
});
export type MemberActivityCounts = z.infer<typeof memberActivityCountsSchema>;
export const memberCountsResponseSchema = z.object({ counts: memberActivityCountsSchema });

export const signupChangeSchema = z.object({
  at: isoDate,
  /** Null for the first entry (the record was created at level 1). */
  from: z.number().int().nullable(),
  to: z.number().int(),
  /** member: the app moved on after a finished step; admin: a staff edit; start: the record was created. */
  source: z.enum(['start', 'member', 'admin']),
  by: z.string().nullable(),
});

export const memberSubscriptionEntrySchema = z.object({
  _id: z.string(),
  planName: z.string(),
  billingType: z.string(),
  badge: z.string().nullable(),
  /** Naira; null for a role that does not see revenue (decision 0054). */
  amount: z.number().int().nullable(),
  reference: z.string().nullable(),
  source: z.string(),
  activatedBy: z.string().nullable(),
  startsAt: isoDate,
  endsAt: isoDate,
});

export const memberPaymentEntrySchema = z.object({
  _id: z.string(),
  reference: z.string(),
  planName: z.string(),
  billingType: z.string(),
  badge: z.string().nullable(),
  /** Naira; null for a role that does not see revenue (decision 0054). */
  amount: z.number().int().nullable(),
  status: z.string(),
  createdAt: isoDate,
  paidAt: isoDate.nullable(),
});

export const memberNotificationEntrySchema = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: isoDate,
  readAt: isoDate.nullable(),
});
export const memberMailEntrySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});
export const memberAdminActionSchema = z.object({
  _id: z.string(),
  action: z.string(),
  admin: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDate,
});

/** Each list is the newest RECORD_LIST_LIMIT entries. */
export const RECORD_LIST_LIMIT = 50;

export const memberDiscoverySchema = z.object({
  ...discoveryProfileShape,
  preferences: memberPreferencesResponseSchema.nullable(),
});
export type MemberDiscovery = z.infer<typeof memberDiscoverySchema>;

export const memberRecordSchema = z.object({
  user: adminUserSchema,
  counts: memberActivityCountsSchema,
  signup: z.object({ authId: z.string(), authStep: z.number().int(), history: z.array(signupChangeSchema) }).nullable(),
  subscriptions: z.array(memberSubscriptionEntrySchema),
  payments: z.array(memberPaymentEntrySchema),
  reportsMade: z.array(adminReportSchema),
  reportsReceived: z.array(adminReportSchema),
  notifications: z.array(memberNotificationEntrySchema),
  mails: z.array(memberMailEntrySchema),
  adminActions: z.array(memberAdminActionSchema),
  /** Place, religion, children, languages, height and the discover preferences (decision 0162). */
  discovery: memberDiscoverySchema,
  /** Snooze, incognito and how many numbers the member hides from (decision 0165); never the hashes. */
  privacy: privacyStateSchema,
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;
