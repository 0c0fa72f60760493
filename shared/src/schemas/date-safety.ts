import { z } from 'zod';
import { uuidField } from './common';
import { canonicalPhone, isNigerianMobile } from '../validation/phone';
import { cursorPageSchema } from './member-cards';

/** The time rules of a date plan (decision 0155), for the server's checks and the client's form alike. */
export const DATE_RULES = {
  /** How far ahead a date may be planned. */
  maxDaysAhead: 30,
  /** The check-in comes at least this long after the date starts… */
  minCheckInAfterMinutes: 15,
  /** …and at most this long after it. */
  maxCheckInAfterHours: 12,
  /** No answer this long after the check-in push: the contact gets an SMS. */
  answerWithinMinutes: 30,
  /** The share page and the plan's personal data last this long after the date starts. */
  expiresAfterHours: 24,
  /** Plans a member may make in 24 hours (each texts someone outside the app). */
  perDay: 5,
  /** Plans not yet expired or cancelled a member may hold at once. */
  activeMax: 10,
} as const;

/** The number shown after "I need help" or a missed check-in: Nigeria's emergency line. */
export const EMERGENCY_NUMBER = '112';

/** Texts of date safety (docs/member-api.md#date-safety); the SMS texts are filled in by `dateSmsText`. */
export const DATE_SAFETY_MESSAGES = {
  matchNotFound: 'Match not found',
  dateNotFound: 'Date not found',
  invalidTime: 'Choose a date and time',
  atInPast: 'The date must be in the future',
  atTooFar: `A date can be planned at most ${DATE_RULES.maxDaysAhead} days ahead`,
  checkInTooEarly: `The check-in must be at least ${DATE_RULES.minCheckInAfterMinutes} minutes after the date starts`,
  checkInTooLate: `The check-in must be at most ${DATE_RULES.maxCheckInAfterHours} hours after the date starts`,
  placeRequired: 'Say where you are meeting',
  placeTooLong: 'The place can be at most 200 characters',
  contactNameRequired: 'Enter your contact’s name',
  contactNameTooLong: 'The name can be at most 60 characters',
  contactPhoneInvalid: 'Enter a Nigerian mobile number for your contact',
  contactIsYou: 'Choose someone other than yourself as your contact',
  answerInvalid: "answer must be 'ok' or 'help'",
  tooManyToday: `You can plan at most ${DATE_RULES.perDay} dates a day. Please try again tomorrow`,
  tooManyActive: `You can have at most ${DATE_RULES.activeMax} dates planned at once`,
  checkInNotYet: 'The check-in has not started yet. If you need help, choose I need help',
  smsFailed: 'We could not text your contact just now. Please try again in a few minutes',
  cancelled: 'Date cancelled',
  answeredOk: 'Glad you are OK. Enjoy your date',
  answeredHelp: `We are texting your contact now. If you are in danger, call ${EMERGENCY_NUMBER}`,
  pushTitle: 'Are you OK?',
  pushBody: 'Your date check-in: tap I’m OK, or I need help and we will text your contact.',
  alertedTitle: 'We texted your contact',
  alertedBody: `Your contact knows you may need help. If you are in danger, call ${EMERGENCY_NUMBER}.`,
  sharePageTitle: 'A date plan shared with you',
  sharePageExpired: 'This date plan has expired',
  sharePageExpiredText: 'Shared date plans close a day after the date. Nothing more is shown here.',
  sharePageCancelled: 'This date was cancelled',
  sharePageCancelledText: 'The person who shared it cancelled the plan. Nothing more is shown here.',
  sharePageGone: 'Date plan not found',
  sharePageGoneText: 'This link does not lead to a date plan. Check the link in your text message.',
  sharePageHelp: `If you think they are in danger, call ${EMERGENCY_NUMBER}.`,
} as const;

const TEXT = DATE_SAFETY_MESSAGES;

/** The three texts a contact may get; `when` is the date's time in Lagos, as the share page shows it. */
export const dateSmsText = {
  share: (p: { contactName: string; sharer: string; url: string }) =>
    `Blynd: Hi ${p.contactName}, ${p.sharer} shared a date plan with you: ${p.url} We will text you if ${p.sharer} asks for help or misses a check-in.`,
  help: (p: { sharer: string; place: string; when: string }) =>
    `Blynd: ${p.sharer} pressed "I need help" on a date at ${p.place} (${p.when}). Call ${p.sharer} now. If you cannot reach them and fear for them, call ${EMERGENCY_NUMBER}.`,
  missed: (p: { sharer: string; place: string; when: string }) =>
    `Blynd: ${p.sharer} has not answered a safety check-in for ${DATE_RULES.answerWithinMinutes} minutes on a date at ${p.place} (${p.when}). Please call ${p.sharer}. If you cannot reach them and fear for them, call ${EMERGENCY_NUMBER}.`,
};

/** A date and time in Lagos (West Africa Time, no daylight saving), as the share page and the texts show it. */
export const lagosDateTime = (iso: string | Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(iso));

const isoTime = z.iso.datetime({ offset: true, error: TEXT.invalidTime });

export const dateInputSchema = z.object({
  matchId: uuidField(TEXT.matchNotFound),
  at: isoTime,
  place: z
    .string({ error: TEXT.placeRequired })
    .trim()
    .min(2, { error: TEXT.placeRequired })
    .max(200, { error: TEXT.placeTooLong }),
  contact: z.object(
    {
      name: z
        .string({ error: TEXT.contactNameRequired })
        .trim()
        .min(1, { error: TEXT.contactNameRequired })
        .max(60, { error: TEXT.contactNameTooLong }),
      // The one phone rule (validation/phone), handed on canonical; the server checks the number with libphonenumber-js too.
      phone: z
        .string({ error: TEXT.contactPhoneInvalid })
        .max(40, { error: TEXT.contactPhoneInvalid })
        .overwrite((text) => canonicalPhone(text) ?? text)
        .refine(isNigerianMobile, { error: TEXT.contactPhoneInvalid }),
    },
    { error: TEXT.contactNameRequired },
  ),
  checkInAt: isoTime,
});
export type DateInput = z.infer<typeof dateInputSchema>;

export const dateIdParamsSchema = z.object({ id: uuidField(TEXT.dateNotFound) });

export const checkInInputSchema = z.object({ answer: z.enum(['ok', 'help'], { error: TEXT.answerInvalid }) });
export type CheckInInput = z.infer<typeof checkInInputSchema>;

/** Where the check-in stands: before its push, asked, answered, or missed (no answer in 30 minutes). */
export const CHECK_IN_STATES = ['scheduled', 'asked', 'ok', 'help', 'missed'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

export const datePlanSchema = z.object({
  _id: z.string(),
  matchId: z.string().nullable(),
  /** The match's first name; '' when their account is gone. */
  firstName: z.string(),
  at: z.string(),
  place: z.string(),
  contact: z.object({ name: z.string(), phone: z.string() }),
  checkInAt: z.string(),
  expiresAt: z.string(),
  checkIn: z.object({ state: z.enum(CHECK_IN_STATES), answeredAt: z.string().nullable() }),
  /** When the contact was texted for help (after "I need help" or a missed check-in). */
  contactAlertedAt: z.string().nullable(),
  /** Set after "I need help" or a missed check-in: the apps show it to call. */
  emergencyNumber: z.literal(EMERGENCY_NUMBER).nullable(),
});
export type DatePlan = z.infer<typeof datePlanSchema>;

/** The plan just made, with the link texted to the contact: the only time the link is shown (only its hash is kept). */
export const createdDateSchema = datePlanSchema.extend({ shareUrl: z.string() });
export type CreatedDate = z.infer<typeof createdDateSchema>;

export const dateListSchema = cursorPageSchema(datePlanSchema);
export type DateList = z.infer<typeof dateListSchema>;

export const checkInResponseSchema = z.object({ message: z.string(), date: datePlanSchema });
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;
