import { z } from 'zod';
import { otpVerifySchema } from './member-auth';

/**
 * The member web app's session (docs/decisions/0099-member-web-session.md): the refresh token travels
 * only in an HttpOnly cookie, so these answers carry the access token alone.
 */
export const WEB_SESSION_HEADER = 'x-blynd-web';
export const WEB_SESSION_COOKIE = 'blynd_member_session';
export const WEB_SESSION_PATH = '/api/v1/app/auth/web';

export const WEB_SESSION_MESSAGES = {
  crossSite: 'Cross-site request refused',
  signedOutEverywhere: 'Signed out everywhere',
} as const;

export const webSignInSchema = otpVerifySchema.pick({ challengeId: true, code: true });
export type WebSignInInput = z.infer<typeof webSignInSchema>;

export const webSessionSchema = z.object({
  accessToken: z.string(),
  member: z.object({ _id: z.string(), authStep: z.number().int() }),
  isNew: z.boolean().optional(),
});
export type WebSession = z.infer<typeof webSessionSchema>;

export const webAccessTokenSchema = z.object({ accessToken: z.string() });
export type WebAccessToken = z.infer<typeof webAccessTokenSchema>;
