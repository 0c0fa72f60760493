import { MEMBER_MESSAGES, MESSAGES, SIGNUP_COMPLETE_STEP } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { SessionStanding } from './member-sessions.repository';

/**
 * The guard's verdict on the session's standing: 401 unless it exists, is neither revoked nor expired, and its
 * member is neither blocked nor disabled. The member guard (require-member.ts) gives it on every
 * member call; chat_send_message (migration 0024) restates it in SQL.
 */
export function assertSessionAdmitted(
  standing: SessionStanding | undefined,
  now: Date,
): asserts standing is SessionStanding {
  if (!standing || standing.revokedAt || standing.expiresAt <= now || standing.isBlocked || standing.disabled) {
    throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
  }
}

/** lastSeen is already in hand, so most requests note nothing; the write happens beside the request. */
export function noteLastSeen(ctx: AppContext, memberId: string, standing: SessionStanding, now: Date) {
  if (!standing.lastSeenAt || now.getTime() - standing.lastSeenAt.getTime() >= 60_000)
    ctx.lastSeen.record(memberId, now);
}

/** 403 with the member's sign-up step unless sign-up is finished (authStep 11). */
export function assertCompletedSignup(authStep: number) {
  if (authStep !== SIGNUP_COMPLETE_STEP)
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.finishSignup, undefined, { authStep });
}
