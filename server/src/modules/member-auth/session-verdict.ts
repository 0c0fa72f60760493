import { MEMBER_MESSAGES, MESSAGES, SIGNUP_COMPLETE_STEP } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { SessionStanding } from './member-sessions.repository';

/**
 * The guard's verdict on the session's standing: 401 unless the session exists and is admitted (the rule is
 * member-session-admitted.sql, read with the standing). The member guard (require-member.ts) gives it on every
 * member call.
 */
export function assertSessionAdmitted(standing: SessionStanding | undefined): asserts standing is SessionStanding {
  if (!standing?.admitted) throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
}

/** lastSeen is already in hand, so most requests note nothing; the write happens beside the request. */
export function noteLastSeen(
  ctx: AppContext,
  memberId: string,
  standing: Pick<SessionStanding, 'lastSeenAt'>,
  now: Date,
) {
  if (!standing.lastSeenAt || now.getTime() - standing.lastSeenAt.getTime() >= 60_000)
    ctx.lastSeen.record(memberId, now);
}

/** 403 with the member's sign-up step unless sign-up is finished (authStep 11). */
export function assertCompletedSignup(authStep: number) {
  if (authStep !== SIGNUP_COMPLETE_STEP)
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.finishSignup, undefined, { authStep });
}
