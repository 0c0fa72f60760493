import { z } from 'zod';
import { REVERIFY_REASONS, FACE_CHECK_MESSAGES } from '../types/biometric-consent';

/** `GET /me/signup/biometric-consent`: the exact text the apps show and its version (decision 0148). */
export const biometricConsentTextSchema = z.object({
  version: z.string(),
  text: z.string(),
  /** When this member accepted this version; null while they have not. */
  acceptedAt: z.string().nullable(),
});
export type BiometricConsentText = z.infer<typeof biometricConsentTextSchema>;

export const biometricConsentSchema = z.strictObject({
  accepted: z.literal(true, { error: FACE_CHECK_MESSAGES.acceptConsent }),
});

/** `POST /me/liveness/selfie`: the sandbox step's selfie was read; the session's completion decides. */
export const livenessSelfieResponseSchema = z.object({
  sessionId: z.string(),
  /** `adult`, or `review` when the estimated age sends the account to staff (decision 0141). */
  verdict: z.enum(['adult', 'review']),
});
export type LivenessSelfieResponse = z.infer<typeof livenessSelfieResponseSchema>;

/** On `GET /me`: the badge, and whether a new face check is asked and why (decision 0146). */
export const meVerificationSchema = z.object({
  verified: z.boolean(),
  /** The face check's state: none yet, accepted, waiting for staff, or refused by staff. */
  faceStatus: z.enum(['none', 'verified', 'review', 'rejected']),
  reverification: z.object({ reason: z.enum(REVERIFY_REASONS), message: z.string() }).nullable(),
  onlyVerified: z.boolean(),
});
export type MeVerification = z.infer<typeof meVerificationSchema>;
