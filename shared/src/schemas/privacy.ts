import { z } from 'zod';

/*
 * Snooze, incognito and hiding from contacts (decisions 0164, 0165): who may be shown to whom, set by the member.
 */

/** The longest snooze, in hours (90 days); "until I turn it off" has no end. */
export const SNOOZE_MAX_HOURS = 90 * 24;
/** The most numbers one PUT /me/hidden-contacts may carry (a phone book's worth). */
export const HIDDEN_CONTACTS_MAX = 5000;

export const PRIVACY_MESSAGES = {
  snoozeOneOf: 'Give hours, until, or indefinitely: true',
  snoozeHours: `Snooze for 1 to ${SNOOZE_MAX_HOURS} hours`,
  snoozeUntil: 'until must be a date and time with its offset, e.g. 2026-12-05T09:00:00+01:00',
  snoozeUntilRange: 'until must be in the future and within 90 days',
  incognitoPremium:
    'Incognito is for Premium members: upgrade to Premium to be seen in discover only by members you liked',
  incognitoInput: 'incognito must be true or false',
  phonesRequired: 'phones must be a list of phone numbers',
  phonesTooMany: `At most ${HIDDEN_CONTACTS_MAX} numbers at once`,
  phoneTooLong: 'A phone number is at most 40 characters',
} as const;
const TEXT = PRIVACY_MESSAGES;

/** `PUT /me/snooze`: for some hours, until a time, or until the member ends it (DELETE /me/snooze). */
export const snoozeInputSchema = z
  .strictObject({
    hours: z
      .number({ error: TEXT.snoozeHours })
      .int({ error: TEXT.snoozeHours })
      .min(1, { error: TEXT.snoozeHours })
      .max(SNOOZE_MAX_HOURS, { error: TEXT.snoozeHours })
      .optional(),
    until: z.iso.datetime({ offset: true, error: TEXT.snoozeUntil }).optional(),
    indefinitely: z.literal(true, { error: TEXT.snoozeOneOf }).optional(),
  })
  .refine((input) => [input.hours, input.until, input.indefinitely].filter((v) => v !== undefined).length === 1, {
    error: TEXT.snoozeOneOf,
  });
export type SnoozeInput = z.infer<typeof snoozeInputSchema>;

/** `PUT /me/incognito` (Premium only to switch on; anyone may switch it off). */
export const incognitoInputSchema = z.strictObject({ incognito: z.boolean({ error: TEXT.incognitoInput }) });
export type IncognitoInput = z.infer<typeof incognitoInputSchema>;

/**
 * `PUT /me/hidden-contacts`: the whole list, replacing the one before. Each entry as a phone book or a person writes
 * it; the server keeps the Nigerian mobile numbers among them (read as sign-in reads a number) as keyed hashes only.
 */
export const hiddenContactsInputSchema = z.strictObject({
  phones: z
    .array(z.string({ error: TEXT.phonesRequired }).max(40, { error: TEXT.phoneTooLong }), {
      error: TEXT.phonesRequired,
    })
    .max(HIDDEN_CONTACTS_MAX, { error: TEXT.phonesTooMany }),
});
export type HiddenContactsInput = z.infer<typeof hiddenContactsInputSchema>;

/** The member's privacy as GET /me and every privacy route answer it. */
export const privacyStateSchema = z.object({
  /** Snoozed now: out of discover, picks and likes received; matches see "snoozed". */
  snoozed: z.boolean(),
  /** When the snooze ends by itself; null while not snoozed or snoozed until the member ends it. */
  snoozedUntil: z.string().nullable(),
  /** Incognito in force: switched on and Premium now (it ends with Premium). */
  incognito: z.boolean(),
  /** How many numbers the member hides from (their hashes; the numbers are not kept). */
  hiddenContacts: z.number().int(),
});
export type PrivacyState = z.infer<typeof privacyStateSchema>;

export const hiddenContactsResponseSchema = privacyStateSchema.extend({
  /** Entries of the list that are not Nigerian mobile numbers, left out (no member can have them). */
  ignored: z.number().int(),
});
export type HiddenContactsResponse = z.infer<typeof hiddenContactsResponseSchema>;
