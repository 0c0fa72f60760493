import { Router } from 'express';
import { MESSAGES, webSignInSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { clearRefreshCookie, refreshTokenCookie, sameSiteOnly, setRefreshCookie } from './web-session-guard';
import { refreshOnWeb, signInOnWeb, signOutEverywhere, signOutOnWeb } from './web-session.service';

const MINUTE = 60 * 1000;

/**
 * The member web app's session (docs/decisions/0099-member-web-session.md): the code request is the
 * apps' own route; verifying it here puts the refresh token in an HttpOnly, SameSite=Strict cookie
 * scoped to /api/v1/app/auth/web, and the page keeps only the short-lived access token, in memory.
 */
export function webSessionRoutes(ctx: AppContext) {
  const router = Router();
  const guard = sameSiteOnly(ctx);
  const verifyPerIp = ctx.rateLimit({ name: 'web-verify-ip', windowMs: 10 * MINUTE, limit: 60 });
  const refreshPerIp = ctx.rateLimit({ name: 'web-refresh-ip', windowMs: 10 * MINUTE, limit: 120 });

  router.post('/auth/web/session', verifyPerIp, guard, async (req, res) => {
    const { body, refreshToken } = await signInOnWeb(ctx, parse(webSignInSchema, req.body));
    setRefreshCookie(ctx, req, res, refreshToken);
    res.json(body);
  });

  router.post('/auth/web/refresh', refreshPerIp, guard, async (req, res) => {
    const presented = refreshTokenCookie(req);
    if (!presented) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
    try {
      const { body, refreshToken } = await refreshOnWeb(ctx, presented);
      setRefreshCookie(ctx, req, res, refreshToken);
      res.json(body);
    } catch (error) {
      clearRefreshCookie(ctx, req, res);
      throw error;
    }
  });

  router.post('/auth/web/logout', guard, async (req, res) => {
    const answer = await signOutOnWeb(ctx, refreshTokenCookie(req));
    clearRefreshCookie(ctx, req, res);
    res.json(answer);
  });

  router.post('/auth/web/logout-everywhere', guard, requireMember(ctx), async (req, res) => {
    const answer = await signOutEverywhere(ctx, memberPrincipal(res).id);
    clearRefreshCookie(ctx, req, res);
    res.json(answer);
  });
  return router;
}
