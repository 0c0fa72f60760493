import { z } from 'zod';
import { canonicalPhone, isNigerianMobile } from '../validation/phone';
import { MEMBER_MESSAGES } from '../types/member-messages';
import { uuidField } from './common';

/** A Nigerian mobile number, local (0XXXXXXXXXX) or canonical (234XXXXXXXXXX); the server stores it canonical. */
/**
 * A member's mobile number in any form a phone picker or a person produces (`0803…`, `234803…`, `+234 803 …`,
 * spaces, dashes, brackets), read through the one phone rule and handed on canonical (`234` + 10 digits).
 */
export const memberPhoneField = z
  .string({ error: MEMBER_MESSAGES.invalidPhone })
  .max(40, { error: MEMBER_MESSAGES.invalidPhone })
  .overwrite((text) => canonicalPhone(text) ?? text)
  .refine(isNigerianMobile, { error: MEMBER_MESSAGES.invalidPhone });

export const otpRequestSchema = z.object({ phone: memberPhoneField });
export type OtpRequestInput = z.infer<typeof otpRequestSchema>;

export const otpRequestResponseSchema = z.object({
  challengeId: z.string(),
  /** Seconds before another code may be requested for this phone. */
  resendIn: z.number().int(),
});
export type OtpRequestResponse = z.infer<typeof otpRequestResponseSchema>;

export const MEMBER_PLATFORMS = ['ios', 'android'] as const;

export const otpVerifySchema = z.object({
  challengeId: uuidField(MEMBER_MESSAGES.codeExpired),
  code: z
    .string({ error: MEMBER_MESSAGES.invalidCode })
    .trim()
    .regex(/^\d{6}$/, { error: MEMBER_MESSAGES.invalidCode }),
  deviceId: z.string().trim().min(1).max(200).optional(),
  platform: z.enum(MEMBER_PLATFORMS, { error: 'Platform must be ios or android' }).optional(),
});
export type OtpVerifyInput = z.infer<typeof otpVerifySchema>;

export const memberTokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type MemberTokens = z.infer<typeof memberTokensSchema>;

export const otpVerifyResponseSchema = memberTokensSchema.extend({
  member: z.object({ _id: z.string(), authStep: z.number().int() }),
  isNew: z.boolean(),
});
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;

export const refreshTokenSchema = z.object({
  refreshToken: z.string({ error: 'Refresh token required' }).min(1, { error: 'Refresh token required' }).max(300),
});
export type RefreshTokenInput = z.infer<typeof refreshTokenSchema>;

export const sandboxSmsQuerySchema = z.object({ phone: memberPhoneField });
export const sandboxSmsResponseSchema = z.object({ phone: z.string(), code: z.string(), sentAt: z.string() });
export type SandboxSmsResponse = z.infer<typeof sandboxSmsResponseSchema>;
