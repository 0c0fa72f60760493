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
    z.string({ error: MESSAGES.fillInAllDetails }).min(1, { error: MESSAGES.fillInAllDetails }).max(max, { error: MESSAGES.invalidLogin }),
  );

export const adminLoginSchema = z.object({
  email: emailField(MESSAGES.fillInAllDetails, MESSAGES.invalidEmailAddress),
  password: secretText(200),
  /** The access code. */
  passcode: secretText(100),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const adminSchema = z.object({ _id: z.string(), email: z.string(), fullname: z.string(), role: z.enum(ADMIN_ROLES) });
export type Admin = z.infer<typeof adminSchema>;

export const adminLoginResponseSchema = z.object({
  admin: adminSchema,
  /** Same as admin._id, for the legacy client. */
  adminId: z.string(),
  /** Bearer token, valid 12 hours. */
  token: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;
