import { z } from 'zod';
import { NOTIFICATION_TITLE_MAX } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { canonicalEmail, canonicalPhone } from '../validation/phone';

/*
 * What every call under /api/v1/admin shares: the base path, the texts of its own, the
 * legacy `adminId` field and the two paging styles. The calls themselves are documented by the
 * OpenAPI document (/api/docs/openapi.json); each resource's schemas sit in its own file. Legacy
 * paths and field names (`systemtNotif`, `publidId`, ...) are part of the contract and stay as they are.
 */

export const ADMIN_API_BASE = '/api/v1/admin';

/** Texts of the admin API's own; the product's fixed texts are in MESSAGES. */
export const ADMIN_MESSAGES = {
  searchTermRequired: 'Enter a name or phone number to search',
  titleTooLong: `Title must be at most ${NOTIFICATION_TITLE_MAX} characters`,
  messageNotFound: 'Message not found',
  badIdempotencyKey: 'Idempotency-Key must be 8 to 200 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  replyAlreadySent: 'This reply was already sent',
  systemMessageAlreadySent: 'This system message was already sent',
  userNotFound: 'User not found',
  photoNotFound: 'Photo not found',
  authNotFound: 'Authentication record not found',
  levelNeeds: (level: number, missing: string[]) =>
    `Sign-up level ${level} needs the member's ${missing.join(', ')} first`,
  planNotFound: 'Plan not found',
} as const;

export const adminIdField = z
  .string()
  .optional()
  .describe("The caller's own admin id (legacy field; another admin's id answers 403)");

/** Offset paging (users, authentications): non-numbers read as 0, negatives are clamped to 0. */
export const offsetField = z.preprocess((value) => {
  const n = Number.parseInt(String(value ?? '0'), 10);
  return Number.isFinite(n) ? Math.max(0, n) : 0;
}, z.number().int().min(0));

export const pageField = z.preprocess((value) => {
  const n = Number.parseInt(String(value ?? '1'), 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}, z.number().int().min(1));

export const adminIdParamsSchema = z.object({ adminId: z.string() });
export const offsetQuerySchema = z.object({ adminId: adminIdField, offset: offsetField.optional().default(0) });
export const pageQuerySchema = z.object({ adminId: adminIdField, page: pageField.optional().default(1) });

/**
 * A phone in any form people type it (`080…`, `+234…`, `234…`, spaces allowed), answered in the
 * canonical 13-character form; anything else is 'Enter a valid number'.
 */
export const adminPhoneSchema = z
  .string({ error: MESSAGES.enterValidNumber })
  .trim()
  .min(1, { error: MESSAGES.enterValidNumber })
  .max(40, { error: MESSAGES.enterValidNumber })
  .transform((text, ctx) => {
    const phone = canonicalPhone(text);
    if (!phone) ctx.addIssue({ code: 'custom', message: MESSAGES.enterValidNumber });
    return phone ?? '';
  });

export type MemberLookup = { phone: string } | { email: string };

/** One member by phone (any form) or by email address: the screens that look up a single member. */
export const memberLookupSchema = z
  .string({ error: MESSAGES.enterValidNumber })
  .trim()
  .min(1, { error: MESSAGES.enterValidNumber })
  .max(254, { error: MESSAGES.enterValidNumber })
  .transform((text, ctx): MemberLookup => {
    if (text.includes('@')) {
      const email = canonicalEmail(text);
      if (!email) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidEmailAddress });
      return { email: email ?? '' };
    }
    const phone = canonicalPhone(text);
    if (!phone) ctx.addIssue({ code: 'custom', message: MESSAGES.enterValidNumber });
    return { phone: phone ?? '' };
  });
export const adminPhoneParamsSchema = z.object({ phone: adminPhoneSchema });
/** `/getsingleUser/{phone}`, `/getsingleAuth/{phone}`: the legacy segment also takes an email address. */
export const memberLookupParamsSchema = z.object({ phone: memberLookupSchema });

export const pagedList = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
export const offsetList = { total: z.number().int(), offset: z.number().int(), limit: z.number().int() };
export const isoDate = z.string().describe('ISO 8601 date-time');

export const naira = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be whole naira` })
    .min(0, { error: `${label} cannot be negative` })
    .max(100_000_000);
export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Idempotency-Key: one value per user action (a reply, a broadcast); a repeat of it acts no more (decision 0082). */
export const idempotencyKeyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(200)
    .optional()
    .describe('One value per user action, e.g. a UUID; repeating it repeats nothing'),
});
