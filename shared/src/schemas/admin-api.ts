import { z } from 'zod';
import { ADMIN_PHONE_LENGTH, NOTIFICATION_TITLE_MAX } from '../types/constants';
import { MESSAGES } from '../types/messages';

/*
 * What every call under /api/v1/admin shares: the base path, the texts the spec does not name, the
 * legacy `adminId` field and the two paging styles. The calls themselves are documented by the
 * OpenAPI document (/api/docs/openapi.json); each resource's schemas sit in its own file. Legacy
 * paths and field names (`systemtNotif`, `publidId`, ...) are the spec's and stay as they are.
 */

export const ADMIN_API_BASE = '/api/v1/admin';

/** Texts of the admin API that the spec does not name; the spec's own texts are in MESSAGES. */
export const ADMIN_MESSAGES = {
  searchTermRequired: 'Enter a name or phone number to search',
  titleTooLong: `Title must be at most ${NOTIFICATION_TITLE_MAX} characters`,
  messageNotFound: 'Message not found',
  userNotFound: 'User not found',
  photoNotFound: 'Photo not found',
  authNotFound: 'Authentication record not found',
  planNotFound: 'Plan not found',
} as const;

export const adminIdField = z.string().optional().describe("The caller's own admin id (legacy field; another admin's id answers 403)");

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

/** 13-character canonical phone (234 + 10 digits), as the admin searches take it. */
export const adminPhoneSchema = z
  .string({ error: MESSAGES.enterValidNumber })
  .trim()
  .length(ADMIN_PHONE_LENGTH, { error: MESSAGES.enterValidNumber })
  .regex(/^\d+$/, { error: MESSAGES.enterValidNumber });
export const adminPhoneParamsSchema = z.object({ phone: adminPhoneSchema });

export const pagedList = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
export const offsetList = { total: z.number().int(), offset: z.number().int(), limit: z.number().int() };
export const isoDate = z.string().describe('ISO 8601 date-time');

export const naira = (label: string) => z.number({ error: `${label} must be a number` }).int({ error: `${label} must be whole naira` }).min(0, { error: `${label} cannot be negative` }).max(100_000_000);
export const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');
