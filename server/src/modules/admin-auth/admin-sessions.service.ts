import { createHash, randomBytes } from 'node:crypto';
import type { AdminRefreshResponse } from '@blynd/shared';
import { MESSAGES } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { ADMIN_SESSION_TTL_SECONDS, ADMIN_TOKEN_TTL_SECONDS, signAdminToken } from '../../lib/tokens';
import {
  findLiveSession,
  insertAdminSession,
  revokeAdminSession,
  rotateRefreshHash,
} from './admin-sessions.repository';

type SessionTokens = AdminRefreshResponse;

/** The admin session behind a token, if it is neither revoked nor expired (the admin guard asks on every call). */
export const liveAdminSession = (ctx: AppContext, sessionId: string) => findLiveSession(ctx.db, sessionId, ctx.now());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refresh token is `<session id>.<secret>`; only the secret's hash is stored. */
function parseRefreshToken(token: string): { sessionId: string; secret: string } | undefined {
  const [sessionId, secret, ...rest] = token.split('.');
  if (rest.length > 0 || !secret || !UUID.test(sessionId ?? '')) return undefined;
  return { sessionId, secret };
}

/** An access token of the session, never outliving it. */
function accessToken(
  ctx: AppContext,
  admin: { id: string; tokenVersion: number },
  session: { id: string; expiresAt: Date },
  secret: string,
): SessionTokens {
  const now = ctx.now().getTime();
  const ttl = Math.min(ADMIN_TOKEN_TTL_SECONDS, (session.expiresAt.getTime() - now) / 1000);
  return {
    token: signAdminToken(admin.id, admin.tokenVersion, ctx.config.jwtSecret, session.id, ttl),
    refreshToken: `${session.id}.${secret}`,
    expiresAt: new Date(now + Math.max(1, Math.floor(ttl)) * 1000).toISOString(),
  };
}

export async function startAdminSession(
  ctx: AppContext,
  admin: { id: string; tokenVersion: number },
): Promise<SessionTokens> {
  const secret = newSecret();
  const session = await insertAdminSession(ctx.db, {
    adminId: admin.id,
    refreshHash: sha256(secret),
    tokenVersion: admin.tokenVersion,
    createdAt: ctx.now(),
    expiresAt: new Date(ctx.now().getTime() + ADMIN_SESSION_TTL_SECONDS * 1000),
  });
  return accessToken(ctx, admin, session, secret);
}

const sessionExpired = () => new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);

/**
 * Renews the access token and replaces the refresh token. A refresh token that was already used means
 * it leaked (or two tabs raced): the whole session ends, and both holders sign in again.
 */
export async function refreshAdminSession(ctx: AppContext, refreshToken: string): Promise<SessionTokens> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) throw sessionExpired();
  const live = await findLiveSession(ctx.db, parsed.sessionId, ctx.now());
  if (!live) throw sessionExpired();
  const { session, admin } = live;
  if (admin.disabled || admin.tokenVersion !== session.tokenVersion) {
    await revokeAdminSession(ctx.db, session.id, ctx.now());
    throw sessionExpired();
  }
  const next = newSecret();
  const rotated = await rotateRefreshHash(ctx.db, session.id, sha256(parsed.secret), sha256(next));
  if (!rotated) {
    await revokeAdminSession(ctx.db, session.id, ctx.now());
    throw sessionExpired();
  }
  return accessToken(ctx, admin, session, next);
}

export async function endAdminSession(ctx: AppContext, sessionId: string, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    await revokeAdminSession(tx, sessionId, ctx.now());
    await recordAudit(tx, actor, { action: 'admin.logout', targetType: 'admin', targetId: actor.adminId });
  });
}
