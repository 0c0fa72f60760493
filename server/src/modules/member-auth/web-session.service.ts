import {
  MEMBER_MESSAGES,
  WEB_SESSION_MESSAGES,
  type WebAccessToken,
  type WebSession,
  type WebSignInInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { endLiveSessions } from '../notifications/notifications.service';
import { refreshSession, signOut, verifySignInCode } from './member-auth.service';
import { findSession, revokeMemberSessions } from './member-sessions.repository';
import { hashRefreshToken, sessionIdOfRefreshToken } from './member-tokens';

/** A web answer plus the refresh token the routes put in the cookie (never in the body). */
export type WebSessionResult<T> = { body: T; refreshToken: string };

export async function signInOnWeb(ctx: AppContext, input: WebSignInInput): Promise<WebSessionResult<WebSession>> {
  const { refreshToken, accessToken, member, isNew } = await verifySignInCode(ctx, input);
  return { body: { accessToken, member, isNew }, refreshToken };
}

export async function refreshOnWeb(ctx: AppContext, refreshToken: string): Promise<WebSessionResult<WebAccessToken>> {
  const tokens = await refreshSession(ctx, refreshToken);
  return { body: { accessToken: tokens.accessToken }, refreshToken: tokens.refreshToken };
}

/** The session the cookie names, when the cookie still holds its current refresh token. */
export async function sessionOfCookie(ctx: AppContext, refreshToken: string | undefined) {
  const sessionId = refreshToken ? sessionIdOfRefreshToken(refreshToken) : null;
  if (!refreshToken || !sessionId) return undefined;
  const session = await findSession(ctx.db, sessionId);
  return session && !session.revokedAt && session.refreshTokenHash === hashRefreshToken(refreshToken)
    ? session
    : undefined;
}

/** Ends the browser's session; a missing or stale cookie is already signed out. */
export async function signOutOnWeb(ctx: AppContext, refreshToken: string | undefined) {
  const session = await sessionOfCookie(ctx, refreshToken);
  if (session) await signOut(ctx, session.id, session.memberId);
  return { message: MEMBER_MESSAGES.signedOut };
}

/** Ends every session of the member (web and apps): "sign out everywhere". */
export async function signOutEverywhere(ctx: AppContext, memberId: string) {
  await revokeMemberSessions(ctx.db, memberId, 'logout-everywhere', ctx.now());
  endLiveSessions(ctx, memberId);
  return { message: WEB_SESSION_MESSAGES.signedOutEverywhere };
}
