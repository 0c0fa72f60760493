import compression from 'compression';
import { Router } from 'express';
import { MESSAGES, webRefreshSchema, webSignInSchema, type WebLanding, type WebLandingName } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { clearRefreshCookie, refreshTokenCookie, sameSiteOnly, setRefreshCookie } from './web-session-guard';
import { refreshOnWeb, sessionOfCookie, signInOnWeb, signOutEverywhere, signOutOnWeb } from './web-session.service';

const MINUTE = 60 * 1000;

/**
 * The data a page landing signed in needs, for the member whose cookie the refresh presents (composed in src/routes,
 * where the other modules' services may be reached); undefined when it cannot be had, and the page asks for it itself.
 */
export type WebLandingFor = (memberId: string, landing: WebLandingName) => Promise<WebLanding | undefined>;

/**
 * The member web app's session (docs/decisions/0099-member-web-session.md): the code request is the
 * apps' own route; verifying it here puts the refresh token in an HttpOnly, SameSite=Strict cookie
 * scoped to /api/v1/app/auth/web, and the page keeps only the short-lived access token, in memory.
 */
export function webSessionRoutes(ctx: AppContext, landingFor?: WebLandingFor) {
  const router = Router();
  const guard = sameSiteOnly(ctx);
  const verifyPerIp = ctx.rateLimit({ name: 'web-verify-ip', windowMs: 10 * MINUTE, limit: 60 });
  const refreshPerIp = ctx.rateLimit({ name: 'web-refresh-ip', windowMs: 10 * MINUTE, limit: 120 });
  // A page landing signed in gets discover's first page in the refresh answer (about 15 KB of JSON), on the path to
  // its first paint: compressed when the browser accepts it (decision 0111 says why that is safe here).
  const compressed = compression({ threshold: 1024 });

  router.post('/auth/web/session', verifyPerIp, guard, async (req, res) => {
    const { body, refreshToken } = await signInOnWeb(ctx, parse(webSignInSchema, req.body));
    setRefreshCookie(ctx, req, res, refreshToken);
    res.json(body);
  });

  router.post('/auth/web/refresh', refreshPerIp, guard, compressed, async (req, res) => {
    // Validated before the cookie is used: a bad body must not rotate the session.
    const { landing } = parse(webRefreshSchema, req.body ?? {});
    const presented = refreshTokenCookie(req);
    if (!presented) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
    // The landing data first, the rotation last, and none when the page has gone meanwhile (decision 0118): a
    // page left while its refresh was under way (a reload, a link followed) never gets the new cookie, so its next
    // load would present the rotated one, a reuse, which ends the session.
    const extra = landing && landingFor ? await landingOf(ctx, presented, landing, landingFor) : undefined;
    if (req.socket.destroyed) return;
    let refreshed: Awaited<ReturnType<typeof refreshOnWeb>>;
    try {
      refreshed = await refreshOnWeb(ctx, presented);
    } catch (error) {
      clearRefreshCookie(ctx, req, res);
      throw error;
    }
    setRefreshCookie(ctx, req, res, refreshed.refreshToken);
    res.setHeader('Cache-Control', 'no-store');
    res.json(extra ? { ...refreshed.body, landing: extra } : refreshed.body);
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

/** The landing data of the member whose current cookie this is, read before the rotation (which may refuse it). */
async function landingOf(ctx: AppContext, presented: string, landing: WebLandingName, landingFor: WebLandingFor) {
  const session = await sessionOfCookie(ctx, presented);
  if (!session) return undefined;
  try {
    return await landingFor(session.memberId, landing);
  } catch (error) {
    ctx.logger.warn({ err: error }, 'web refresh: the landing data could not be read; the page will ask for it');
    return undefined;
  }
}
