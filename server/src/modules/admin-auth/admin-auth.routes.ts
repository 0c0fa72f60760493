import { Router, type Request } from 'express';
import { adminLoginSchema, adminRefreshSchema, MESSAGES } from '@blynd/shared';
import type { AppContext } from '../../context';
import { clientIp } from '../../lib/rate-limit';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { InvalidLoginError, loginAdmin, recordLoginLockout } from './admin-auth.service';
import { endAdminSession, refreshAdminSession } from './admin-sessions.service';

export const ADMIN_LOGIN_LIMIT = { windowMs: 15 * 60 * 1000, limit: 5 };
/** Failures from one address, whatever emails they try (decision 0026). */
export const ADMIN_LOGIN_IP_LIMIT = { windowMs: 15 * 60 * 1000, limit: 20 };

type LimitState = { used: number; limit: number } | undefined;
const usedUp = (req: Request, property: string) => {
  const state = (req as unknown as Record<string, LimitState>)[property];
  return state !== undefined && state.used >= state.limit;
};

/** The admin calls without a token: sign in and refresh. */
export function adminAuthRoutes(ctx: AppContext) {
  const router = Router();
  const loginFailed = (_req: Request, res: { locals: Record<string, unknown> }) => res.locals.loginFailed === true;
  // Keyed by account (the email), not IP, so guessing from many addresses is limited just the same;
  // only failures count, so an admin who types correctly never uses up the allowance.
  const failedLoginLimit = ctx.rateLimit({
    name: 'admin-login',
    ...ADMIN_LOGIN_LIMIT,
    message: MESSAGES.tooManyAttempts,
    property: 'accountLimit',
    key: (req) => {
      const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      return email ? `email:${email}` : `ip:${clientIp(req)}`;
    },
    counts: loginFailed,
  });
  // Beside it, per address: a fresh email each time never reaches an account's limit, yet each costs
  // two bcrypt comparisons (issue 11: 300 such logins slowed every other request to 1.5 s).
  const failedLoginIpLimit = ctx.rateLimit({ name: 'admin-login-ip', ...ADMIN_LOGIN_IP_LIMIT, message: MESSAGES.tooManyAttempts, property: 'addressLimit', counts: loginFailed });

  router.post('/adminlogin', failedLoginIpLimit, failedLoginLimit, async (req, res) => {
    const input = parse(adminLoginSchema, req.body);
    const ip = req.ip ?? null;
    try {
      res.json(await loginAdmin(ctx, input, ip));
    } catch (error) {
      if (!(error instanceof InvalidLoginError)) throw error;
      res.locals.loginFailed = true;
      // `used` counts this failure already: the one that reaches the limit starts the lockout.
      if (usedUp(req, 'accountLimit')) await recordLoginLockout(ctx, input.email, ip, 'account');
      else if (usedUp(req, 'addressLimit')) await recordLoginLockout(ctx, input.email, ip, 'address');
      throw error;
    }
  });

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
