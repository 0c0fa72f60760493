import { Router } from 'express';
import { adminLoginSchema, MESSAGES } from '@blynd/shared';
import type { AppContext } from '../../context';
import { clientIp } from '../../lib/rate-limit';
import { parse } from '../../middleware/validate';
import { InvalidLoginError, loginAdmin } from './admin-auth.service';

export const ADMIN_LOGIN_LIMIT = { windowMs: 15 * 60 * 1000, limit: 5 };

/** The one admin call without a token. */
export function adminAuthRoutes(ctx: AppContext) {
  const router = Router();
  // Keyed by account (the email), not IP, so guessing from many addresses is limited just the same;
  // only failures count, so an admin who types correctly never uses up the allowance.
  const failedLoginLimit = ctx.rateLimit({
    name: 'admin-login',
    ...ADMIN_LOGIN_LIMIT,
    message: MESSAGES.tooManyAttempts,
    key: (req) => {
      const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      return email ? `email:${email}` : `ip:${clientIp(req)}`;
    },
    counts: (_req, res) => res.locals.loginFailed === true,
  });

  router.post('/adminlogin', failedLoginLimit, async (req, res) => {
    const input = parse(adminLoginSchema, req.body);
    try {
      res.json(await loginAdmin(ctx, input, req.ip ?? null));
    } catch (error) {
      if (error instanceof InvalidLoginError) res.locals.loginFailed = true;
      throw error;
    }
  });
  return router;
}
