import { z } from 'zod';
import { otpVerifySchema } from './member-auth';
import { discoverPageSchema, discoverPicksSchema } from './member-discover';
import { signupStatusSchema } from './member-signup';

/**
 * The member web app's session (docs/decisions/0099-member-web-session.md): the refresh token travels
 * only in an HttpOnly cookie, so these answers carry the access token alone.
 */
export const WEB_SESSION_HEADER = 'x-blynd-web';
export const WEB_SESSION_COOKIE = 'blynd_member_session';
export const WEB_SESSION_PATH = '/api/v1/app/auth/web';
/**
 * A cookie the /app pages can read (no secret in it: a random value) that changes with every answer that sets or
 * refuses the session cookie, so a page can tell that an earlier page's refresh has been answered (decision 0120).
 */
export const WEB_SESSION_TURN_COOKIE = 'blynd_member_turn';
export const WEB_SESSION_TURN_PATH = '/app';

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

/**
 * What a page landing signed in needs, asked for with the refresh itself, so a reload of /app costs one round trip
 * before the screen has its data (docs/decisions/0102-app-lcp-one-round-trip.md): `app` brings the sign-up status,
 * `discover` also the first page of discover (`limit` 20) and the daily picks.
 */
export const WEB_LANDINGS = ['app', 'discover'] as const;
export type WebLandingName = (typeof WEB_LANDINGS)[number];
export const webRefreshSchema = z.object({ landing: z.enum(WEB_LANDINGS).optional() });
export type WebRefreshInput = z.infer<typeof webRefreshSchema>;

/**
 * The landing data, each part as its own GET would answer it; a part the server could not give (sign-up not
 * finished, an error) is left out and the page asks for it itself.
 */
export const webLandingSchema = z.object({
  signup: signupStatusSchema,
  discover: discoverPageSchema.optional(),
  picks: discoverPicksSchema.optional(),
});
export type WebLanding = z.infer<typeof webLandingSchema>;
export const webRefreshAnswerSchema = webAccessTokenSchema.extend({ landing: webLandingSchema.optional() });
export type WebRefreshAnswer = z.infer<typeof webRefreshAnswerSchema>;
