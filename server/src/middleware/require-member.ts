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

/** The member a request acts for. */
export type MemberPrincipal = { id: string; sessionId: string; authStep: number };

export const memberPrincipal = (res: Response): MemberPrincipal => {
  const member = res.locals.member as MemberPrincipal | undefined;
  if (!member) throw new AppError('UNAUTHORIZED', MESSAGES.authTokenRequired);
  return member;
};

/**
 * Admits the member a request's access token names, or throws 401. The session row is read on every call (one
 * joined query), so logout, a reused refresh token, a block or a deletion refuse a still-unexpired token at once.
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
  const [standing, found] = await Promise.all([memberSessionStanding(ctx.db, claims.sid, claims.sub), read]);
  assertSessionAdmitted(standing, now);
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

/** After requireMember: the route needs a finished sign-up (authStep 11). */
export const requireCompletedSignup: RequestHandler = (_req, res, next) => {
  assertCompletedSignup(memberPrincipal(res).authStep);
  next();
};
