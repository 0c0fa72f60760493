import type { Request, RequestHandler, Response } from 'express';
import { canAccess, MESSAGES, type AdminArea, type AdminRoleName } from '@blynd/shared';
import type { AppContext } from '../context';
import type { Actor } from '../lib/actor';
import { AppError } from '../lib/app-error';
import { bearerToken, verifyAdminToken } from '../lib/tokens';
import { liveAdminSession } from '../modules/admin-auth/admin-sessions.service';

/** The admin a request acts for, loaded fresh on every call so a disabled admin is refused at once. */
export type AdminPrincipal = { id: string; email: string; fullname: string; role: AdminRoleName };

export const currentAdmin = (res: Response): AdminPrincipal => {
  const admin = res.locals.admin as AdminPrincipal | undefined;
  if (!admin) throw new AppError('UNAUTHORIZED', MESSAGES.authTokenRequired);
  return admin;
};

export const actorOf = (req: Request, res: Response): Actor => ({
  adminId: currentAdmin(res).id,
  ip: req.ip ?? req.socket.remoteAddress ?? null,
});

/**
 * Admin calls carry an admin token (decision 0025). A payment token, a token of a session that was signed
 * out or has ended, a token signed before the admin's token version was bumped (disable, access code
 * reset) or one of a disabled admin reads 'Session Expired'. Admin and session come in one query.
 */
export const requireAdmin =
  (ctx: AppContext): RequestHandler =>
  async (req, res, next) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return next(new AppError('UNAUTHORIZED', MESSAGES.authTokenRequired));
    const claims = verifyAdminToken(token, ctx.config.jwtSecret);
    if (
      !claims ||
      typeof claims.sub !== 'string' ||
      !UUID.test(claims.sub) ||
      typeof claims.sid !== 'string' ||
      !UUID.test(claims.sid)
    ) {
      return next(new AppError('UNAUTHORIZED', MESSAGES.sessionExpired));
    }
    const live = await liveAdminSession(ctx, claims.sid);
    const admin = live?.admin;
    if (!admin || admin.id !== claims.sub || admin.disabled || admin.tokenVersion !== claims.ver)
      return next(new AppError('UNAUTHORIZED', MESSAGES.sessionExpired));
    res.locals.sessionId = claims.sid;
    res.locals.admin = {
      id: admin.id,
      email: admin.email,
      fullname: admin.fullname,
      role: admin.role as AdminRoleName,
    } satisfies AdminPrincipal;
    next();
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Route guard stated on every admin route: the caller's role must reach `area`, and an `adminId` the
 * legacy client sends in the path, query or body must be the caller's own (else 403).
 */
export const allow = (area: AdminArea): RequestHandler & { area: AdminArea } =>
  Object.assign(
    ((req, res, next) => {
      const admin = currentAdmin(res);
      if (!canAccess(admin.role, area)) return next(new AppError('FORBIDDEN', MESSAGES.forbidden));
      const claimed = [
        req.params?.adminId,
        (req.query as Record<string, unknown>)?.adminId,
        (req.body as Record<string, unknown> | undefined)?.adminId,
      ];
      if (claimed.some((id) => id !== undefined && id !== null && id !== '' && id !== admin.id)) {
        return next(new AppError('FORBIDDEN', MESSAGES.forbidden));
      }
      next();
    }) satisfies RequestHandler,
    // Kept on the handler so tests can read every route's area off the router.
    { area },
  );
