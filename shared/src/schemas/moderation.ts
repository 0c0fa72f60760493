import { z } from 'zod';
import { memberTextField } from '../validation/member-text';
import { adminIdField, isoDate } from './admin-api';
import { uuidField } from './common';

// ---------------------------------------------------------------------------------------------
// The moderation queue (decisions 0151 risk, 0152 SLA, 0153 the queue): one list of reports, detections,
// verification holds and risk alerts, ordered by priority then age; actions on each; appeals.
// ---------------------------------------------------------------------------------------------

/** Where an item came from; with its source id it is unique, so an intake never doubles an item. */
export const MODERATION_ITEM_KINDS = [
  'report',
  'detection',
  'photo-hold',
  'chat-photo-hold',
  'face-review',
  'risk',
] as const;
export type ModerationItemKind = (typeof MODERATION_ITEM_KINDS)[number];

/** 0 is the top of the queue: child sexual abuse and exploitation, and every underage signal (decision 0152). */
export const MODERATION_PRIORITIES = ['csae', 'urgent', 'high', 'normal', 'low'] as const;
export type ModerationPriority = (typeof MODERATION_PRIORITIES)[number];

/** Hours from intake to the due time of each priority (decision 0152). */
export const MODERATION_SLA_HOURS: Record<ModerationPriority, number> = {
  csae: 1,
  urgent: 4,
  high: 12,
  normal: 24,
  low: 72,
};

/**
 * Where each category sits in the queue (decision 0152). CSAE and every underage signal go to the top; threats next;
 * scams, money, sexual content and harassment, and risk alerts high; moves off the app, fake photos, held photos and
 * detections that did not cross the higher bands normal; anything else low.
 */
export const MODERATION_CATEGORY_PRIORITY: Readonly<Record<string, ModerationPriority>> = {
  csae: 'csae',
  underage: 'csae',
  'threat-or-violence': 'urgent',
  'asked-for-money': 'high',
  'scam-investment': 'high',
  'sexual-content': 'high',
  harassment: 'high',
  risk: 'high',
  'money-request': 'high',
  'bank-details': 'high',
  investment: 'high',
  'travel-lure': 'high',
  'moved-off-app': 'normal',
  'fake-photos': 'normal',
  'off-platform': 'normal',
  sexual: 'normal',
  'not-you': 'normal',
  nudity: 'normal',
  violence: 'normal',
  'several-faces': 'normal',
  'no-face': 'normal',
  duplicate: 'normal',
  unreadable: 'normal',
  other: 'low',
};

export const MODERATION_ITEM_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ModerationItemStatus = (typeof MODERATION_ITEM_STATUSES)[number];

/** What staff may do to an item; every one but dismiss tells the member concerned (decision 0153). */
export const MODERATION_ACTIONS = ['warn', 'remove-content', 'suspend', 'ban', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** A standing limit on a member: automatic (risk) or staff's (suspension, ban). */
export const RESTRICTION_KINDS = ['no-new-conversations', 'suspended', 'banned'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

export const MODERATION_REASON_MAX = 500;
export const MODERATION_NOTE_MAX = 2000;
export const APPEAL_TEXT_MAX = 1000;
export const SUSPENSION_DAYS_MAX = 365;

export const MODERATION_MESSAGES = {
  itemNotFound: 'Queue item not found',
  alreadyClosed: 'This item has already been acted on',
  badAction: `action must be one of ${MODERATION_ACTIONS.join(', ')}`,
  reasonRequired: 'Write the reason the member will be told',
  reasonTooLong: `The reason must be at most ${MODERATION_REASON_MAX} characters`,
  noteRequired: 'Write a note',
  noteTooLong: `The note must be at most ${MODERATION_NOTE_MAX} characters`,
  daysRequired: `A suspension needs a number of days from 1 to ${SUSPENSION_DAYS_MAX}`,
  noMember: 'The member of this item no longer has an account: only dismiss or an escalation is possible',
  noContent: 'This item has no content to remove',
  staffNotFound: 'Staff member not found',
  restrictionNotFound: 'Restriction not found',
  restrictionLifted: 'This restriction has already been lifted',
  appealNotFound: 'Appeal not found',
  appealDecided: 'This appeal has already been decided',
  badDecision: 'decision must be uphold or overturn',
  agencyRequired: 'Name the agency the case was escalated to',
  referenceRequired: "Write the agency's reference",
  badTime: 'Enter a valid date and time',
  badStatus: 'status must be open, closed or all',
  badPriority: `priority must be one of ${MODERATION_PRIORITIES.join(', ')}`,
  badCategory: 'category must be csae',
  // Told to members (the feed, the sign-in refusal, /app).
  noNewConversations:
    'You cannot start new conversations for now: our team is reviewing your account. You can still reply in your existing conversations',
  actionTakenTitle: 'Thanks for your report',
  actionTakenBody: 'We reviewed what you reported and took action. Thank you for helping keep Blynd safe',
  warnedTitle: 'A warning from Blynd',
  suspendedTitle: 'Your account is suspended',
  bannedTitle: 'Your account is closed',
  contentRemovedTitle: 'We removed something you posted',
  limitedTitle: 'You cannot start new conversations for now',
  liftedTitle: 'Your account is back to normal',
  appealUpheldTitle: 'We reviewed your appeal',
  appealUpheldBody: 'We looked at your appeal again and the decision stands',
  appealOverturnedBody: 'We looked at your appeal again and reversed the decision',
  appealBody: 'You may appeal once if you think we got it wrong',
  // Appeals.
  appealTextRequired: 'Tell us why you think we got it wrong',
  appealTextTooLong: `The appeal can be at most ${APPEAL_TEXT_MAX} characters`,
  appealOnce: 'You have already appealed this decision',
  appealNothing: 'There is no decision to appeal',
  appealSent: 'Thanks. Our team will look at your appeal and tell you what they decide',
  appealTokenInvalid: 'This appeal link has expired. Try signing in again',
} as const;
const TEXT = MODERATION_MESSAGES;

const reasonField = z
  .string({ error: TEXT.reasonRequired })
  .trim()
  .min(1, { error: TEXT.reasonRequired })
  .max(MODERATION_REASON_MAX, { error: TEXT.reasonTooLong });
const noteField = z
  .string({ error: TEXT.noteRequired })
  .trim()
  .min(1, { error: TEXT.noteRequired })
  .max(MODERATION_NOTE_MAX, { error: TEXT.noteTooLong });

export const moderationItemParamsSchema = z.object({ id: uuidField(TEXT.itemNotFound) });
export const restrictionParamsSchema = z.object({ id: uuidField(TEXT.restrictionNotFound) });
export const appealParamsSchema = z.object({ id: uuidField(TEXT.appealNotFound) });

/** GET /moderation/queue: open items by default; `mine` keeps those assigned to the caller. */
export const moderationQueueQuerySchema = z.object({
  adminId: adminIdField,
  status: z.enum(['open', 'closed', 'all'], { error: TEXT.badStatus }).optional().default('open'),
  priority: z.enum(MODERATION_PRIORITIES, { error: TEXT.badPriority }).optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuerySchema>;

const personSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });

export const moderationItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(MODERATION_ITEM_KINDS),
  /** The report's reason code, the detection's kind, the hold's reason, `risk`, or `csae` once staff marked it. */
  category: z.string(),
  priority: z.enum(MODERATION_PRIORITIES),
  status: z.enum(MODERATION_ITEM_STATUSES),
  createdAt: isoDate,
  dueAt: isoDate,
  overdue: z.boolean(),
  /** null once the member's account was deleted (the item and its evidence stay). */
  member: personSchema.nullable(),
  assignedTo: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
  firstActionAt: isoDate.nullable(),
  closedAt: isoDate.nullable(),
  /** Where the item's own screen is (verification holds are decided on the Verification screen). */
  link: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueResponseSchema = z.object({ items: z.array(moderationItemSchema), total: z.number() });
export type ModerationQueueResponse = z.infer<typeof moderationQueueResponseSchema>;

/** One explainable signal of the risk score and what it added (decision 0151). */
export const riskSignalSchema = z.object({ signal: z.string(), detail: z.string(), points: z.number() });
export type RiskSignal = z.infer<typeof riskSignalSchema>;
export const riskScoreSchema = z.object({
  score: z.number(),
  threshold: z.number(),
  signals: z.array(riskSignalSchema),
});
export type RiskScore = z.infer<typeof riskScoreSchema>;

export const restrictionSchema = z.object({
  _id: z.string(),
  kind: z.enum(RESTRICTION_KINDS),
  reason: z.string(),
  automatic: z.boolean(),
  /** The risk signals that set an automatic limit, for staff. */
  signals: z.array(riskSignalSchema),
  startsAt: isoDate,
  endsAt: isoDate.nullable(),
  liftedAt: isoDate.nullable(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const moderationNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  by: z.string(),
  createdAt: isoDate,
});
export const moderationActionRecordSchema = z.object({
  _id: z.string(),
  action: z.string(),
  reason: z.string(),
  days: z.number().nullable(),
  by: z.string().nullable(),
  createdAt: isoDate,
});
export const escalationSchema = z.object({
  _id: z.string(),
  agency: z.string(),
  reference: z.string(),
  at: isoDate,
  by: z.string(),
});

/** The evidence of an item: what its source holds (reported words only in the report's excerpt and preserved copies). */
export const moderationEvidenceSchema = z.object({
  summary: z.string(),
  reportId: z.string().nullable(),
  reason: z.string().nullable(),
  messageId: z.string().nullable(),
  /** The detector rules that fired (the words themselves only through a report's audited excerpt). */
  rules: z.array(z.string()),
  photoId: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** A copy kept apart from the account (CSAE and underage items), readable after the account is deleted. */
  preserved: z.record(z.string(), z.unknown()).nullable(),
});

export const moderationItemDetailSchema = z.object({
  item: moderationItemSchema,
  evidence: moderationEvidenceSchema,
  risk: riskScoreSchema.nullable(),
  restrictions: z.array(restrictionSchema),
  notes: z.array(moderationNoteSchema),
  actions: z.array(moderationActionRecordSchema),
  escalations: z.array(escalationSchema),
});
export type ModerationItemDetail = z.infer<typeof moderationItemDetailSchema>;

/** POST /moderation/items/{id}/assign: to a staff member, to the caller when staffId is left out, or to nobody. */
export const assignItemSchema = z.object({
  adminId: adminIdField,
  staffId: uuidField(TEXT.staffNotFound).nullable().optional(),
});
export const addNoteSchema = z.object({ adminId: adminIdField, text: noteField });

export const moderationActionSchema = z
  .object({
    adminId: adminIdField,
    action: z.enum(MODERATION_ACTIONS, { error: TEXT.badAction }),
    /** What the member concerned is told (a dismissal tells nobody; it is kept as the staff note). */
    reason: reasonField,
    days: z
      .number({ error: TEXT.daysRequired })
      .int({ error: TEXT.daysRequired })
      .min(1, { error: TEXT.daysRequired })
      .max(SUSPENSION_DAYS_MAX, { error: TEXT.daysRequired })
      .optional(),
  })
  .refine((input) => input.action !== 'suspend' || input.days !== undefined, {
    error: TEXT.daysRequired,
    path: ['days'],
  });
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;

/** PATCH /moderation/items/{id}: staff mark an item as child sexual abuse and exploitation (top of the queue). */
export const recategoriseItemSchema = z.object({
  adminId: adminIdField,
  category: z.literal('csae', { error: TEXT.badCategory }),
});

export const escalationInputSchema = z.object({
  adminId: adminIdField,
  agency: z
    .string({ error: TEXT.agencyRequired })
    .trim()
    .min(1, { error: TEXT.agencyRequired })
    .max(200, { error: TEXT.agencyRequired }),
  reference: z
    .string({ error: TEXT.referenceRequired })
    .trim()
    .min(1, { error: TEXT.referenceRequired })
    .max(200, { error: TEXT.referenceRequired }),
  at: z.iso.datetime({ offset: true, error: TEXT.badTime }),
});

export const liftRestrictionSchema = z.object({ adminId: adminIdField, note: noteField });

export const APPEAL_STATUSES = ['pending', 'upheld', 'overturned'] as const;
export const appealDecisionSchema = z.object({
  adminId: adminIdField,
  decision: z.enum(['uphold', 'overturn'], { error: TEXT.badDecision }),
  note: noteField,
});
export const appealsQuerySchema = z.object({
  adminId: adminIdField,
  status: z
    .enum([...APPEAL_STATUSES, 'all'], { error: TEXT.badStatus })
    .optional()
    .default('pending'),
});
export const adminAppealSchema = z.object({
  _id: z.string(),
  member: personSchema.nullable(),
  action: z.string(),
  reason: z.string(),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
  note: z.string().nullable(),
  itemId: z.string().nullable(),
});
export const appealsResponseSchema = z.object({ appeals: z.array(adminAppealSchema) });
export const moderationDoneSchema = z.object({ message: z.string() });

/** The dashboard's view of the queue: time to first action over 7 days (minutes) and open items by age. */
export const moderationStatsSchema = z.object({
  timeToFirstAction: z.object({
    p50Minutes: z.number().nullable(),
    p95Minutes: z.number().nullable(),
    /** Items created in the 7 days that have had a first action. */
    acted: z.number().int(),
  }),
  openByAge: z.object({
    underHour: z.number().int(),
    underDay: z.number().int(),
    underWeek: z.number().int(),
    older: z.number().int(),
  }),
  overdue: z.number().int(),
});
export type ModerationStats = z.infer<typeof moderationStatsSchema>;

// ---------------------------------------------------------------------------------------------
// The member's side: GET /me/standing, POST /me/appeals, and POST /appeals with the sign-in refusal's token.
// ---------------------------------------------------------------------------------------------

/** A decision about the member they are told of, with its reason; `appealable` until they appeal it once. */
export const memberDecisionSchema = z.object({
  _id: z.string(),
  action: z.enum(['warn', 'remove-content', 'suspend', 'ban', 'no-new-conversations']),
  reason: z.string(),
  at: isoDate,
  until: isoDate.nullable(),
  appealable: z.boolean(),
  appeal: z.object({ status: z.enum(APPEAL_STATUSES), createdAt: isoDate }).nullable(),
});
export type MemberDecision = z.infer<typeof memberDecisionSchema>;
export const memberStandingSchema = z.object({
  /** True while an automatic "no new conversations" limit stands. */
  noNewConversations: z.boolean(),
  decisions: z.array(memberDecisionSchema),
});
export type MemberStanding = z.infer<typeof memberStandingSchema>;

/** What the sign-in refusal carries for a suspended or banned account: the reason and a token to appeal with. */
export const signInStandingSchema = z.object({
  action: z.enum(['suspend', 'ban']),
  reason: z.string(),
  until: isoDate.nullable(),
  appealToken: z.string().nullable(),
});
export type SignInStanding = z.infer<typeof signInStandingSchema>;

const appealTextField = memberTextField({
  max: APPEAL_TEXT_MAX,
  required: TEXT.appealTextRequired,
  tooLong: TEXT.appealTextTooLong,
});
export const memberAppealSchema = z.object({ decisionId: uuidField(TEXT.appealNothing), text: appealTextField });
export type MemberAppealInput = z.infer<typeof memberAppealSchema>;
export const tokenAppealSchema = z.object({
  appealToken: z.string({ error: TEXT.appealTokenInvalid }).min(1, { error: TEXT.appealTokenInvalid }).max(2000, {
    error: TEXT.appealTokenInvalid,
  }),
  text: appealTextField,
});
export const appealSentSchema = z.object({ message: z.string() });
