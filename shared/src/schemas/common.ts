import { z } from 'zod';
import { MESSAGES } from '../types/messages';

/** A required text field whose absence or blankness reads as the spec's form message. */
export const requiredText = (message: string = MESSAGES.fillAllFields, max = 5000) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const emailField = (missing: string = MESSAGES.fillAllFields, invalid: string = MESSAGES.invalidEmail) =>
  requiredText(missing, 254).pipe(z.email({ error: invalid }));

export const errorResponseSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
