import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import {
  WEB_SESSION_COOKIE,
  WEB_SESSION_HEADER,
  WEB_SESSION_MESSAGES,
  WEB_SESSION_PATH,
  WEB_SESSION_TURN_COOKIE,
  WEB_SESSION_TURN_PATH,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { MEMBER_SESSION_IDLE_DAYS } from './member-tokens';

/**
 * The cookie routes act on a credential the browser attaches by itself, so a request from another site
 * is refused three ways (docs/decisions/0099-member-web-session.md): it must carry the custom header
 * (a cross-site page cannot add one without a CORS preflight this server never grants), its Origin, when
 * sent, must be this site's, and a browser's Sec-Fetch-Site must not say cross-site.
 */
export const sameSiteOnly =
  (ctx: AppContext): RequestHandler =>
  (req, _res, next) => {
    const ownOrigins = new Set([new URL(ctx.config.publicUrl).origin, `${req.protocol}://${req.get('host') ?? ''}`]);
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    if (
      req.get(WEB_SESSION_HEADER) !== '1' ||
      (origin !== undefined && !ownOrigins.has(origin)) ||
      fetchSite === 'cross-site'
    ) {
      return next(new AppError('FORBIDDEN', WEB_SESSION_MESSAGES.crossSite));
    }
    next();
  };

/** The refresh token from the request's Cookie header (no cookie-parser: this is the only cookie read). */
export function refreshTokenCookie(req: Request): string | undefined {
  for (const pair of (req.get('cookie') ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq !== -1 && pair.slice(0, eq).trim() === WEB_SESSION_COOKIE) {
      try {
        return decodeURIComponent(pair.slice(eq + 1).trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Secure everywhere except plain-HTTP development, where a browser would drop a Secure cookie. */
const cookieOptions = (ctx: AppContext, req: Request) => ({
  httpOnly: true,
  secure: ctx.config.isProduction || req.secure,
  sameSite: 'strict' as const,
  path: WEB_SESSION_PATH,
});

/** The turn cookie (decision 0120): readable by the /app pages, and nothing in it but a fresh random value. */
const turnOptions = (ctx: AppContext, req: Request) => ({
  ...cookieOptions(ctx, req),
  httpOnly: false,
  path: WEB_SESSION_TURN_PATH,
});
const SESSION_MAX_AGE_MS = MEMBER_SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;

export function setRefreshCookie(ctx: AppContext, req: Request, res: Response, refreshToken: string) {
  res.cookie(WEB_SESSION_COOKIE, refreshToken, { ...cookieOptions(ctx, req), maxAge: SESSION_MAX_AGE_MS });
  res.cookie(WEB_SESSION_TURN_COOKIE, randomBytes(9).toString('base64url'), {
    ...turnOptions(ctx, req),
    maxAge: SESSION_MAX_AGE_MS,
  });
}

export function clearRefreshCookie(ctx: AppContext, req: Request, res: Response) {
  res.clearCookie(WEB_SESSION_COOKIE, cookieOptions(ctx, req));
  res.clearCookie(WEB_SESSION_TURN_COOKIE, turnOptions(ctx, req));
}
