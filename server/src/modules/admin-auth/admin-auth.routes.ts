import { Router, type Request, type RequestHandler } from 'express';
import { adminLoginSchema, adminRefreshSchema, MESSAGES } from '@blynd/shared';
import type { AppContext } from '../../context';
import { clientIp } from '../../lib/rate-limit';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { InvalidLoginError, loginAdmin, recordLoginLockout } from './admin-auth.service';
import { endAdminSession, refreshAdminSession } from './admin-sessions.service';

/** Failures for one account from one address: that pair is refused, nobody else (decision 0084). */
export const ADMIN_LOGIN_LIMIT = { windowMs: 15 * 60 * 1000, limit: 5 };
/** Failures from one address, whatever emails they try (decision 0026). */
export const ADMIN_LOGIN_IP_LIMIT = { windowMs: 15 * 60 * 1000, limit: 20 };
/**
 * Failures for one account from every address: beyond `after`, each sign-in to it waits `stepMs` more per
 * failure, up to `maxMs`. It slows guessing down without letting anyone lock the admin out.
 */
export const ADMIN_LOGIN_SLOWDOWN = { windowMs: 15 * 60 * 1000, after: 5, stepMs: 250, maxMs: 5000 };

type LimitState = { used: number; limit: number } | undefined;
const limitState = (req: Request, property: string) => (req as unknown as Record<string, LimitState>)[property];
const usedUp = (req: Request, property: string) => {
  const state = limitState(req, property);
  return state !== undefined && state.used >= state.limit;
};
const emailOf = (req: Request) => (typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '');

/** The admin calls without a token: sign in and refresh. */
export function adminAuthRoutes(ctx: AppContext) {
  const router = Router();
  const loginFailed = (_req: Request, res: { locals: Record<string, unknown> }) => res.locals.loginFailed === true;
  // Only failures count, so an admin who types correctly never uses up an allowance.
  const failedPairLimit = ctx.rateLimit({
    name: 'admin-login-pair',
    ...ADMIN_LOGIN_LIMIT,
    message: MESSAGES.tooManyAttempts,
    property: 'pairLimit',
    key: (req) => `${emailOf(req) || '-'}|${clientIp(req)}`,
    counts: loginFailed,
  });
  // Beside it, per address: a fresh email each time never reaches a pair's limit, yet each costs
  // two bcrypt comparisons (decision 0026: 300 such logins slowed every other request to 1.5 s).
  const failedLoginIpLimit = ctx.rateLimit({
    name: 'admin-login-ip',
    ...ADMIN_LOGIN_IP_LIMIT,
    message: MESSAGES.tooManyAttempts,
    property: 'addressLimit',
    counts: loginFailed,
  });
  // Per account, from anywhere: counted only, never refused, and never shown in headers.
  const accountFailures = ctx.rateLimit({
    name: 'admin-login-account',
    windowMs: ADMIN_LOGIN_SLOWDOWN.windowMs,
    limit: Number.MAX_SAFE_INTEGER,
    property: 'accountFailures',
    headers: false,
    key: (req) => `email:${emailOf(req)}`,
    counts: loginFailed,
  });
  const slowDownAccount: RequestHandler = (req, _res, next) => {
    const earlier = (limitState(req, 'accountFailures')?.used ?? 1) - 1;
    const { after, stepMs, maxMs } = ADMIN_LOGIN_SLOWDOWN;
    if (earlier <= after || !emailOf(req)) return next();
    setTimeout(next, Math.min((earlier - after) * stepMs, maxMs));
  };

  router.post(
    '/adminlogin',
    failedLoginIpLimit,
    failedPairLimit,
    accountFailures,
    slowDownAccount,
    async (req, res) => {
      const input = parse(adminLoginSchema, req.body);
      const ip = req.ip ?? null;
      try {
        res.json(await loginAdmin(ctx, input, ip));
      } catch (error) {
        if (!(error instanceof InvalidLoginError)) throw error;
        res.locals.loginFailed = true;
        // `used` counts this failure already: the one that reaches the limit starts the lockout.
        if (usedUp(req, 'pairLimit')) await recordLoginLockout(ctx, input.email, ip, 'account-address');
        else if (usedUp(req, 'addressLimit')) await recordLoginLockout(ctx, input.email, ip, 'address');
        throw error;
      }
    },
  );

  router.post('/refresh', async (req, res) => {
    const { refreshToken } = parse(adminRefreshSchema, req.body);
    res.json(await refreshAdminSession(ctx, refreshToken));
  });
  return router;
}

/** Calls on the signed-in session itself, behind the token check. */
export function adminSessionRoutes(ctx: AppContext) {
  const router = Router();
  router.post('/logout', allow('dashboard'), async (req, res) => {
    await endAdminSession(ctx, res.locals.sessionId as string, actorOf(req, res));
    res.json({ message: 'Signed out' });
  });
  return router;
}
