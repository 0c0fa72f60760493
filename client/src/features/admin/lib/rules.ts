import { ADMIN_MESSAGES, ADMIN_PHONE_LENGTH, AUTH_LEVELS, MESSAGES, NOTIFICATION_TITLE_MAX, type AuthLevel } from '@blynd/shared';

/**
 * The control centre's input rules (SPEC §5), as plain functions the forms call before sending.
 * Each answers the spec's message, or null when the input is fine.
 */

/** Authentications and subscriptions: exactly 13 characters (234 + 10 digits). */
export const adminPhoneProblem = (phone: string): string | null => (/^\d+$/.test(phone.trim()) && phone.trim().length === ADMIN_PHONE_LENGTH ? null : MESSAGES.enterValidNumber);

/** Users: trimmed and not empty; a phone or a name. */
export const userSearchProblem = (term: string): string | null => (term.trim() === '' ? ADMIN_MESSAGES.searchTermRequired : null);

/** Authentication levels 1, 2, 4, 10 and 11; the box takes at most 2 characters. */
export function parseAuthLevel(value: string): AuthLevel | null {
  const trimmed = value.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const level = Number(trimmed);
  return (AUTH_LEVELS as readonly number[]).includes(level) ? (level as AuthLevel) : null;
}
export const authLevelProblem = (value: string): string | null => (parseAuthLevel(value) === null ? MESSAGES.enterValidLevel : null);

/** A notification to one member: a title or a message (SPEC §5), a title of at most 32, and a delivery method. */
export function notificationProblem(input: { title: string; message: string; isEmail: boolean; isPushNotification: boolean }): string | null {
  if (input.title.trim() === '' && input.message.trim() === '') return MESSAGES.enterMessageAndSubject;
  if (input.title.trim().length > NOTIFICATION_TITLE_MAX) return ADMIN_MESSAGES.titleTooLong;
  if (!input.isEmail && !input.isPushNotification) return MESSAGES.selectDeliveryMethod;
  return null;
}

/** A manual subscription needs a reference code or a plan. */
export const subscriptionProblem = (input: { reference?: string | null; plan?: string | null }): string | null =>
  (input.reference ?? '').trim() === '' && (input.plan ?? '').trim() === '' ? MESSAGES.chooseAPlan : null;
