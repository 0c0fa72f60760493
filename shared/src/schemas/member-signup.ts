import { z } from 'zod';
import { MEMBER_GENDERS, SIGNUP_NEXT_STEPS } from '../types/member-constants';
import { MEMBER_MESSAGES } from '../types/member-messages';
import { memberTextField } from '../validation/member-text';
import { errorResponseSchema } from './common';
import { confirmationCodeField } from './member-confirmations';

/** A refusal because of where sign-up stands: `authStep` is the member's level at that moment. */
export const signupStepErrorSchema = errorResponseSchema.extend({ authStep: z.number().int().optional() });

export const signupStatusSchema = z.object({
  /** The control centre's level: 1 name, 2 birthday, 4 gender, 10 profile/liveness/terms, 11 complete. */
  authStep: z.number().int(),
  next: z.enum(SIGNUP_NEXT_STEPS).nullable(),
  livenessVerified: z.boolean(),
  /**
   * An optional screen the app may show once the profile basics are in: `compatibility` (goal, values,
   * prompts) while the member has set none of them; absent otherwise. It never blocks `next` or finishing sign-up.
   */
  optionalNext: z.enum(['compatibility']).optional(),
});
export type SignupStatus = z.infer<typeof signupStatusSchema>;

export const signupNameSchema = z.object({
  firstName: memberTextField({
    required: 'Enter your first name',
    max: 50,
    tooLong: 'Must be at most 50 characters',
    letterRequired: 'A name needs at least one letter',
  }),
  lastName: memberTextField({
    max: 50,
    tooLong: 'Must be at most 50 characters',
    letterRequired: 'A name needs at least one letter',
  }).optional(),
});
export type SignupNameInput = z.infer<typeof signupNameSchema>;

const realDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const signupBirthdaySchema = z.object({
  dob: z
    .string({ error: 'Enter your date of birth' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date of birth must be YYYY-MM-DD' })
    .refine(realDate, { error: 'Enter a real date of birth' })
    .refine((value) => value >= '1900-01-01', { error: 'Enter a real date of birth' }),
});
export type SignupBirthdayInput = z.infer<typeof signupBirthdaySchema>;

const genderField = z.enum(MEMBER_GENDERS, { error: `Gender must be one of ${MEMBER_GENDERS.join(', ')}` });

export const signupGenderSchema = z.object({
  gender: genderField,
  interestedIn: z
    .array(genderField, { error: 'Choose who you are interested in' })
    .min(1, { error: 'Choose who you are interested in' })
    .max(MEMBER_GENDERS.length)
    .refine((list) => new Set(list).size === list.length, { error: 'Each gender once' }),
  /** Required to change the gender after sign-up: the code from POST /me/confirmations {action: change-gender}. */
  confirmationCode: confirmationCodeField.optional(),
});
export type SignupGenderInput = z.infer<typeof signupGenderSchema>;

export const signupTermsSchema = z.object({ accepted: z.literal(true, { error: MEMBER_MESSAGES.acceptTerms }) });

export const LIVENESS_STATUSES = ['pending', 'passed', 'failed'] as const;

export const livenessSessionResponseSchema = z.object({
  sessionId: z.string(),
  provider: z.string(),
  expiresAt: z.string(),
});
export type LivenessSessionResponse = z.infer<typeof livenessSessionResponseSchema>;

export const livenessSessionParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const livenessResultSchema = z.object({
  status: z.enum(LIVENESS_STATUSES),
  livenessVerified: z.boolean(),
  confidence: z.number().nullable(),
  threshold: z.number().nullable(),
  failureReason: z.string().nullable(),
});
export type LivenessResult = z.infer<typeof livenessResultSchema>;

export const sandboxLivenessDecisionSchema = z.object({
  status: z.enum(['passed', 'failed'], { error: 'Status must be passed or failed' }).default('passed'),
  confidence: z.number().min(0).max(1).default(0.99),
});
export type SandboxLivenessDecision = z.infer<typeof sandboxLivenessDecisionSchema>;
