import { z } from 'zod';
import { ADMIN_ROLES } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { emailField } from './common';

// ---------------------------------------------------------------------------------------------
// Authentication: POST /adminlogin
// ---------------------------------------------------------------------------------------------

const secretText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: MESSAGES.fillInAllDetails })
      .min(1, { error: MESSAGES.fillInAllDetails })
      .max(max, { error: MESSAGES.invalidLogin }),
  );

export const adminLoginSchema = z.object({
  email: emailField(MESSAGES.fillInAllDetails, MESSAGES.invalidEmailAddress),
  password: secretText(200),
  /** The access code. */
  passcode: secretText(100),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const adminSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullname: z.string(),
  role: z.enum(ADMIN_ROLES),
});
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({
  admin: adminSchema,
  /** Same as admin._id, for the legacy client. */
  adminId: z.string(),
  /** Bearer token, valid 15 minutes; renewed with the refresh token. */
  token: z.string(),
  /** Single use: POST /refresh answers a new one with each new access token. */
  refreshToken: z.string(),
  /** ISO time the access token expires. */
  expiresAt: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** POST /refresh: the refresh token alone (no bearer token) renews the access token. */
export const adminRefreshSchema = z.object({
  refreshToken: z
    .string({ error: MESSAGES.fillInAllDetails })
    .min(1, { error: MESSAGES.fillInAllDetails })
    .max(200, { error: MESSAGES.sessionExpired }),
});
export type AdminRefreshInput = z.infer<typeof adminRefreshSchema>;
export const adminRefreshResponseSchema = adminLoginResponseSchema.pick({
  token: true,
  refreshToken: true,
  expiresAt: true,
});
export type AdminRefreshResponse = z.infer<typeof adminRefreshResponseSchema>;

/** POST /logout: ends the session of the bearer token. */
export const adminLogoutResponseSchema = z.object({ message: z.string() });
export type AdminLogoutResponse = z.infer<typeof adminLogoutResponseSchema>;
