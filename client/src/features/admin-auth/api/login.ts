import { ADMIN_API_BASE, adminLoginResponseSchema, type AdminLoginInput } from '@blynd/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * The login answer; a server with short access tokens adds the refresh token and the access
 * token's expiry (ISO time), which an older server leaves out (decision 0030).
 */
export const loginAnswerSchema = adminLoginResponseSchema.extend({
  refreshToken: z.string().optional(),
  expiresAt: z.string().optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /adminlogin: email, password and access code (`passcode`); answers the admin and a bearer token. */
export const login = (input: AdminLoginInput): Promise<LoginAnswer> =>
  api(`${ADMIN_API_BASE}/adminlogin`, { method: 'POST', body: input, schema: loginAnswerSchema });
