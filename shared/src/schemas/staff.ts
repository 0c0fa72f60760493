import { z } from 'zod';
import { ADMIN_ROLES } from '../types/constants';
import { MESSAGES } from '../types/messages';
import { isoDate } from './admin-api';
import { emailField, requiredText } from './common';

// ---------------------------------------------------------------------------------------------
// Staff (Super Admin only): GET /staff, POST /staff, PATCH /staff/{staffId}, PUT /staff/{staffId}/access-code
// ---------------------------------------------------------------------------------------------

export const staffMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  fullname: z.string(),
  role: z.enum(ADMIN_ROLES),
  disabled: z.boolean(),
  lastLoginAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

const roleField = z.enum(ADMIN_ROLES, { error: `Role must be one of ${ADMIN_ROLES.join(', ')}` });
const passwordField = z
  .string({ error: MESSAGES.fillAllFields })
  .min(10, { error: 'Password must be at least 10 characters' })
  .max(200);
const accessCodeField = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: MESSAGES.fillAllFields })
    .trim()
    .regex(/^\d{6,12}$/, { error: 'Access code must be 6 to 12 digits' }),
);

export const inviteStaffSchema = z.object({
  email: emailField(MESSAGES.fillAllFields, MESSAGES.invalidEmailAddress),
  fullname: requiredText(MESSAGES.fillAllFields, 120),
  role: roleField,
  password: passwordField,
  accessCode: accessCodeField,
});
export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const updateStaffSchema = z
  .object({
    role: roleField.optional(),
    disabled: z.boolean().optional(),
    fullname: requiredText(MESSAGES.fillAllFields, 120).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to update' });
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

/** Sets a new access code (and optionally a new password); signs the member out everywhere. */
export const resetAccessCodeSchema = z.object({ accessCode: accessCodeField, password: passwordField.optional() });
export type ResetAccessCodeInput = z.infer<typeof resetAccessCodeSchema>;

export const staffParamsSchema = z.object({ staffId: z.string().uuid({ error: 'Staff member not found' }) });
export const staffActionResponseSchema = z.object({ message: z.string(), staff: staffMemberSchema });
export type StaffActionResponse = z.infer<typeof staffActionResponseSchema>;
