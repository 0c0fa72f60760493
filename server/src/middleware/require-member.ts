import type { Request, RequestHandler, Response } from 'express';
import { MESSAGES } from '@blynd/shared';
import type { AppContext } from '../context';
import { AppError } from '../lib/app-error';
import { bearerToken } from '../lib/tokens';
import {
  assertCompletedSignup,
  assertSessionAdmitted,
  memberSessionStanding,
  noteLastSeen,
  verifyMemberAccessToken,
} from '../modules/member-auth/member-auth.service';

/**
 * The member routes open before sign-up is finished, in one place (docs/member-api.md, Conventions; decision 0125):
 * sign-in, the sign-up steps and what their screens need (profile, photos, devices, the lists of interests,
 * blyndmojis and compatibility catalogues), leaving (export, deletion and its confirmation code), and support.
 * Every other route that admits a member answers 403 until authStep 11, so a new route is closed unless listed here.
 * Written as `METHOD /path` the way the routers declare them; `*` for any method, a trailing `/*` for a family.
 */
export const OPEN_DURING_SIGNUP = [
  '* /auth/*',
  'GET /me/signup',
  '* /me/signup/*',
  '* /me/liveness/*',
  'GET /me',
  'PATCH /me',
  'DELETE /me',
  '* /me/photos',
  '* /me/photos/*',
  '* /me/devices/*',
  '* /me/notification-preferences',
  // Their own photos only: the route's visibility rule shows a member in sign-up nobody else's (decision 0125).
  'GET /photos/:id',
  'GET /interests',
  'GET /blyndmojis',
  'GET /places',
  'GET /me/export',
  'POST /me/confirmations',
  'POST /support',
] as const;

const openExactly = new Set<string>(OPEN_DURING_SIGNUP.filter((rule) => !rule.endsWith('/*')));
const openFamilies = OPEN_DURING_SIGNUP.filter((rule) => rule.endsWith('/*')).map((rule) => {
  const [method, path] = rule.split(' ') as [string, string];
  return { method, prefix: path.slice(0, -1) };
});

/** Whether the route this request matched is open during sign-up; a request outside a declared route is not. */
export function isOpenDuringSignup(req: Request): boolean {
  const path: unknown = req.route?.path;
  if (typeof path !== 'string') return false;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (openExactly.has(`${method} ${path}`) || openExactly.has(`* ${path}`)) return true;
  return openFamilies.some(
    (family) => (family.method === '*' || family.method === method) && path.startsWith(family.prefix),
  );
}

/** The member a request acts for. */
export type MemberPrincipal = { id: string; sessionId: string; authStep: number };

export const memberPrincipal = (res: Response): MemberPrincipal => {
  const member = res.locals.member as MemberPrincipal | undefined;
  if (!member) throw new AppError('UNAUTHORIZED', MESSAGES.authTokenRequired);
  return member;
};

/**
 * Admits the member a request's access token names, or throws 401; then 403 unless sign-up is finished or the
 * route is open during sign-up (OPEN_DURING_SIGNUP). The session row is read on every call (one joined query), so
 * logout, a reused refresh token, a block or a deletion refuse a still-unexpired token at once.
 *
 * `alongside`, when given, runs once the token's signature holds, at the same time as the session read, and its
 * result (or its error) is returned only if the session is admitted (photo bytes, decision 0106; token balance and
 * history, decision 0112): a read that needs nothing but the member's id need not wait a round trip for the session.
 */
export async function admitMember<T = undefined>(
  ctx: AppContext,
  req: Request,
  res: Response,
  alongside?: (memberId: string) => Promise<T>,
): Promise<{ member: MemberPrincipal; alongside: T | undefined }> {
  const claims = memberClaims(ctx, req);
  const now = ctx.now();
  // The read's failure (a bad query, say) is held until the session is admitted: a refused session answers 401 first.
  const read = alongside
    ? Promise.resolve(claims.sub)
        .then(alongside)
        .then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        )
    : undefined;
  const [standing, found] = await Promise.all([memberSessionStanding(ctx.db, claims.sid, claims.sub, now), read]);
  assertSessionAdmitted(standing);
  if (!isOpenDuringSignup(req)) assertCompletedSignup(standing.authStep ?? 1);
  if (found && 'error' in found) throw found.error;
  noteLastSeen(ctx, claims.sub, standing, now);
  const member = { id: claims.sub, sessionId: claims.sid, authStep: standing.authStep ?? 1 } satisfies MemberPrincipal;
  res.locals.member = member;
  return { member, alongside: found?.value };
}

/** The access token's claims when its signature holds and it has not expired; 401 otherwise. */
export function memberClaims(ctx: AppContext, req: Request): { sub: string; sid: string } {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw new AppError('UNAUTHORIZED', MESSAGES.authTokenRequired);
  const claims = verifyMemberAccessToken(token, ctx.config.jwtSecret);
  if (!claims) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
  return claims;
}

/** Member calls carry a member access token: see admitMember. */
export const requireMember =
  (ctx: AppContext): RequestHandler =>
  async (req, res, next) => {
    try {
      await admitMember(ctx, req, res);
      next();
    } catch (error) {
      next(error);
    }
  };

/** After requireMember: the route needs a finished sign-up (admitMember already holds every route not listed open). */
export const requireCompletedSignup: RequestHandler = (_req, res, next) => {
  assertCompletedSignup(memberPrincipal(res).authStep);
  next();
};
