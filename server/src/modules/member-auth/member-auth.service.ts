import { randomUUID } from 'node:crypto';
import {
  MEMBER_MESSAGES,
  MESSAGES,
  OTP_RESEND_SECONDS,
  type MemberTokens,
  type OtpRequestResponse,
  type OtpVerifyInput,
  type OtpVerifyResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { SmsUnavailableError } from '../../lib/sms-sender';
import { createMemberForPhone, findStandingByPhone } from './member-accounts.repository';
import {
  findSessionStanding,
  insertSession,
  revokeMemberSessions,
  revokeSession,
  rotateRefreshToken,
  findSession,
} from './member-sessions.repository';
import {
  hashRefreshToken,
  MEMBER_SESSION_IDLE_DAYS,
  newRefreshToken,
  sessionIdOfRefreshToken,
  signMemberAccessToken,
} from './member-tokens';
import { claimAttempt, consumeChallenge, replaceChallenge } from './otp.repository';
import { newOtpCode, OTP_MAX_ATTEMPTS, OTP_TTL_MS, otpCodeHmac, otpCodeMatches } from './otp-code';
import { deletedPhoneHash, inheritDeletedRecord } from '../deleted-phones/deleted-phones.service';
import { deletePushTokensOfSession, endLiveSessions } from '../notifications/notifications.service';
import { signInRefusal } from '../moderation-gate/gate.service';
import { pairNewNumber } from '../member-privacy/privacy.service';

/** The live channel checks a ticket's session with the same standing as every member call. */
export { findSessionStanding } from './member-sessions.repository';
export type { SessionStanding } from './member-sessions.repository';
export { assertCompletedSignup, assertSessionAdmitted, noteLastSeen } from './session-verdict';

const sessionExpiry = (at: Date) => new Date(at.getTime() + MEMBER_SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000);

/**
 * Sends a sign-in code. Nothing here looks the phone up, so a known and an unknown number get the same
 * answer at the same cost; whether the number belongs to a member is decided only after a correct code.
 */
export async function requestSignInCode(ctx: AppContext, phone: string): Promise<OtpRequestResponse> {
  const testCode = ctx.config.sms.testNumbers.get(phone);
  const code = testCode ?? newOtpCode();
  const challengeId = randomUUID();
  const at = ctx.now();
  await ctx.db.transaction((tx) =>
    replaceChallenge(tx, {
      id: challengeId,
      phone,
      codeHmac: otpCodeHmac(challengeId, code, ctx.config.jwtSecret),
      at,
      expiresAt: new Date(at.getTime() + OTP_TTL_MS),
    }),
  );
  // App-store reviewers' numbers have a fixed code and receive nothing.
  if (!testCode) {
    try {
      await ctx.sms.send({
        to: phone,
        text: `${code} is your ${ctx.config.site.productName} sign-in code. It expires in 10 minutes. Never share it with anyone.`,
      });
    } catch (error) {
      if (error instanceof SmsUnavailableError)
        throw new AppError('BAD_GATEWAY', MEMBER_MESSAGES.smsFailed, error.reason);
      throw error;
    }
  }
  return { challengeId, resendIn: OTP_RESEND_SECONDS };
}

export type Device = { deviceId?: string; platform?: string };

export async function verifySignInCode(ctx: AppContext, input: OtpVerifyInput): Promise<OtpVerifyResponse> {
  const at = ctx.now();
  const challenge = await claimAttempt(ctx.db, input.challengeId, OTP_MAX_ATTEMPTS, at);
  if (!challenge) throw new AppError('BAD_REQUEST', MEMBER_MESSAGES.codeExpired);
  if (!otpCodeMatches(input.challengeId, input.code, challenge.codeHmac, ctx.config.jwtSecret)) {
    throw new AppError(
      'BAD_REQUEST',
      challenge.attempts >= OTP_MAX_ATTEMPTS ? MEMBER_MESSAGES.codeTriesUsedUp : MEMBER_MESSAGES.wrongCode,
    );
  }
  if (!(await consumeChallenge(ctx.db, input.challengeId, at)))
    throw new AppError('BAD_REQUEST', MEMBER_MESSAGES.codeExpired);

  const signIn = await ctx.db.transaction(async (tx) => {
    const existing = await findStandingByPhone(tx, challenge.phone);
    if (existing) return { member: existing, isNew: false };
    const created = await createMemberForPhone(tx, challenge.phone, at);
    if (created) {
      // A phone that deleted an account before brings back what protects others (decision 0079).
      const inherited = await inheritDeletedRecord(
        tx,
        created.id,
        deletedPhoneHash(challenge.phone, ctx.config.jwtSecret),
        at,
      );
      // Whoever hid this number before the account existed is hidden from it from the start (decision 0164).
      await pairNewNumber(tx, ctx.config.contactHashKey, created.id, challenge.phone);
      return {
        member: { id: created.id, isBlocked: inherited.isBlocked, disabled: inherited.disabled, authStep: 1 },
        isNew: true,
      };
    }
    return { member: (await findStandingByPhone(tx, challenge.phone))!, isNew: false };
  });
  const { member } = signIn;
  const refusal = await signInRefusal(ctx, member, challenge.phone);
  if (refusal) throw refusal;

  const sessionId = randomUUID();
  const refresh = newRefreshToken(sessionId);
  await insertSession(ctx.db, {
    id: sessionId,
    memberId: member.id,
    refreshTokenHash: refresh.hash,
    deviceId: input.deviceId,
    platform: input.platform,
    expiresAt: sessionExpiry(at),
    at,
  });
  return {
    accessToken: signMemberAccessToken(member.id, sessionId, ctx.config.jwtSecret),
    refreshToken: refresh.token,
    member: { _id: member.id, authStep: member.authStep },
    isNew: signIn.isNew,
  };
}

/**
 * Rotates the refresh token. A token that was already rotated away is a copy in someone else's hands
 * (or a replay), so its whole session ends: the thief and the owner both sign in again.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<MemberTokens> {
  const sessionId = sessionIdOfRefreshToken(refreshToken);
  if (!sessionId) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
  const at = ctx.now();
  const presented = hashRefreshToken(refreshToken);
  const next = newRefreshToken(sessionId);
  const rotated = await rotateRefreshToken(ctx.db, sessionId, presented, next.hash, at, sessionExpiry(at));
  if (!rotated) {
    const session = await findSession(ctx.db, sessionId);
    if (session && !session.revokedAt && session.refreshTokenHash !== presented) {
      await revokeSession(ctx.db, sessionId, 'refresh-token-reuse', at);
      endLiveSessions(ctx, session.memberId, sessionId);
    }
    throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
  }
  const standing = await findSessionStanding(ctx.db, sessionId, rotated.memberId, at);
  if (!standing?.admitted) {
    await revokeSession(ctx.db, sessionId, 'member-not-active', at);
    endLiveSessions(ctx, rotated.memberId, sessionId);
    throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
  }
  return {
    accessToken: signMemberAccessToken(rotated.memberId, sessionId, ctx.config.jwtSecret),
    refreshToken: next.token,
  };
}

/** Ends this device's session and forgets its push token. */
export async function signOut(ctx: AppContext, sessionId: string, memberId: string) {
  await revokeSession(ctx.db, sessionId, 'logout', ctx.now());
  endLiveSessions(ctx, memberId, sessionId);
  await deletePushTokensOfSession(ctx.db, sessionId);
  return { message: MEMBER_MESSAGES.signedOut };
}

/** Ends every app session of a member at once (the control centre's block); runs inside the caller's transaction. */
export const endAllMemberSessions = (tx: DbOrTx, memberId: string, reason: string, at: Date) =>
  revokeMemberSessions(tx, memberId, reason, at);

/** A session row by id (a phone change checks how recent its sign-in was). */
export { findSession };

/** What the member guard (middleware/require-member.ts) reads: the token check, the session's standing, last seen. */
export { verifyMemberAccessToken } from './member-tokens';
export {
  findSessionStanding as memberSessionStanding,
  writeLastSeen as writeMembersLastSeen,
} from './member-sessions.repository';
