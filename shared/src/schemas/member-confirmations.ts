import { z } from 'zod';
import { memberPhoneField } from './member-auth';

/** Account changes that need a code sent for that very action (decision 0079). */
export const CONFIRMATION_ACTIONS = ['delete-account', 'change-gender', 'change-phone'] as const;
export type ConfirmationAction = (typeof CONFIRMATION_ACTIONS)[number];

export const MEMBER_CONFIRMATION_MESSAGES = {
  confirmationRequired: 'Confirm this change with the code we send to your phone',
  wrongCode: 'Wrong code, please try again',
  triesUsedUp: 'Wrong code. You have used all your tries; request a new code',
  codeExpired: 'This code has expired or was replaced. Request a new code',
  newPhoneRequired: 'Enter the new phone number',
  samePhone: 'This is already your phone number',
  phoneTaken: 'This phone number belongs to another account',
  signInAgain: 'Sign in again to change your phone number',
  codeFormat: 'Enter the 6-digit code we sent',
} as const;
const TEXT = MEMBER_CONFIRMATION_MESSAGES;

/** POST /me/confirmations: which change to confirm; for change-phone, the new number (the code goes there). */
export const confirmationRequestSchema = z
  .strictObject({
    action: z.enum(CONFIRMATION_ACTIONS, { error: 'action must be delete-account, change-gender or change-phone' }),
    phone: memberPhoneField.optional(),
  })
  .superRefine((input, issues) => {
    if (input.action === 'change-phone' && !input.phone)
      issues.addIssue({ code: 'custom', path: ['phone'], message: TEXT.newPhoneRequired });
  });
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

export const confirmationResponseSchema = z.object({
  action: z.enum(CONFIRMATION_ACTIONS),
  /** The number the code went to, all but the last four digits masked. */
  sentTo: z.string(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type ConfirmationResponse = z.infer<typeof confirmationResponseSchema>;

export const confirmationCodeField = z
  .string({ error: TEXT.confirmationRequired })
  .regex(/^\d{6}$/, { error: TEXT.codeFormat });

/** DELETE /me: without a code the answer is 403 (the change needs one), not a validation error. */
export const accountDeletionSchema = z.strictObject({ confirmationCode: confirmationCodeField.optional() });
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** PUT /me/phone */
export const phoneChangeSchema = z.strictObject({ phone: memberPhoneField, confirmationCode: confirmationCodeField });
export type PhoneChangeInput = z.infer<typeof phoneChangeSchema>;

export const phoneChangeResponseSchema = z.object({ message: z.string(), phone: z.string() });
