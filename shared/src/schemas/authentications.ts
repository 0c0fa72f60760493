import { z } from 'zod';
import { AUTH_LEVELS } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { ADMIN_MESSAGES, adminIdField, isoDate, offsetList } from './admin-api';
import { adminUserSummarySchema } from './admin-members';

// ---------------------------------------------------------------------------------------------
// Sign-up authentications
// ---------------------------------------------------------------------------------------------

export const adminAuthenticationSchema = z.object({
  _id: z.string(),
  /** The next step the app asks for: 1 name, 2 birthday, 4 gender, 10 terms, 11 complete. */
  authStep: z.number().int(),
  phone: z.string(),
  owner: adminUserSummarySchema.nullable(),
  createdAt: isoDate,
  isBlocked: z.boolean(),
});
export type AdminAuthentication = z.infer<typeof adminAuthenticationSchema>;

/** GET /getAuths/{adminId}, /getnextauthset, /getprevauthset */
export const authListResponseSchema = z.object({ auths: z.array(adminAuthenticationSchema), ...offsetList });
export type AuthListResponse = z.infer<typeof authListResponseSchema>;

/** GET /authentications?q=: records of members whose name, email or phone matches (up to 50). */
export const authSearchQuerySchema = z.object({
  adminId: adminIdField,
  q: z
    .string({ error: ADMIN_MESSAGES.searchTermRequired })
    .trim()
    .min(1, { error: ADMIN_MESSAGES.searchTermRequired })
    .max(100),
});
export const authSearchResponseSchema = z.object({
  auths: z.array(adminAuthenticationSchema),
  total: z.number().int(),
});
export type AuthSearchResponse = z.infer<typeof authSearchResponseSchema>;

/** GET /getsingleAuth/{phone} */
export const singleAuthResponseSchema = z.object({ auth: adminAuthenticationSchema });

/** PUT /editAuth: `step` as a number or the typed text ("10"). */
export const editAuthSchema = z.object({
  authId: z.string({ error: MESSAGES.fillAllFields }).uuid({ error: ADMIN_MESSAGES.authNotFound }),
  adminId: adminIdField,
  step: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value),
    z.literal(AUTH_LEVELS, { error: MESSAGES.enterValidLevel }),
  ),
});
export type EditAuthInput = z.infer<typeof editAuthSchema>;
export const editAuthResponseSchema = z.object({ message: z.string(), auth: adminAuthenticationSchema });
/** A level the member's record cannot hold yet: `missing` lists what it still lacks. */
export const editAuthRefusedErrorSchema = z.object({ error: z.string(), missing: z.array(z.string()).optional() });
export type EditAuthResponse = z.infer<typeof editAuthResponseSchema>;
