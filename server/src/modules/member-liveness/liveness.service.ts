import { MEMBER_MESSAGES, type LivenessResult, type LivenessSessionResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { LivenessVerdict } from '../../lib/liveness-provider';
import {
  findMemberCheck,
  insertLivenessCheck,
  memberLivenessVerified,
  recordVerdict,
  type LivenessCheckRow,
} from './liveness.repository';

export async function startLivenessSession(ctx: AppContext, memberId: string): Promise<LivenessSessionResponse> {
  let session: { sessionId: string; expiresAt: Date };
  try {
    session = await ctx.liveness.createSession();
  } catch (error) {
    throw new AppError('BAD_GATEWAY', MEMBER_MESSAGES.livenessUnavailable, providerFailure(error));
  }
  await insertLivenessCheck(ctx.db, {
    memberId,
    provider: ctx.liveness.name,
    providerSessionId: session.sessionId,
    createdAt: ctx.now(),
    expiresAt: session.expiresAt,
  });
  return { sessionId: session.sessionId, provider: ctx.liveness.name, expiresAt: session.expiresAt.toISOString() };
}

const resultOf = (
  check: Pick<LivenessCheckRow, 'status' | 'confidence' | 'threshold' | 'failureReason'>,
  livenessVerified: boolean,
): LivenessResult => ({
  status: check.status as LivenessResult['status'],
  livenessVerified,
  confidence: check.confidence,
  threshold: check.threshold,
  failureReason: check.failureReason,
});

/**
 * The app only says "done"; the server asks the provider what happened and records it. Nothing the app
 * sends can mark a member verified.
 */
export async function completeLivenessSession(
  ctx: AppContext,
  memberId: string,
  sessionId: string,
): Promise<LivenessResult> {
  const check = await findMemberCheck(ctx.db, memberId, ctx.liveness.name, sessionId);
  if (!check) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.livenessNotFound);
  if (check.status !== 'pending') return resultOf(check, await memberLivenessVerified(ctx.db, memberId));
  const at = ctx.now();
  if (check.expiresAt <= at) {
    await ctx.db.transaction((tx) =>
      recordVerdict(
        tx,
        check,
        { status: 'failed', confidence: null, threshold: 0, failureReason: 'Session expired' },
        at,
      ),
    );
    throw new AppError('CONFLICT', MEMBER_MESSAGES.livenessExpired);
  }
  let verdict: LivenessVerdict | undefined;
  try {
    verdict = await ctx.liveness.fetchResult(sessionId);
  } catch (error) {
    throw new AppError('BAD_GATEWAY', MEMBER_MESSAGES.livenessUnavailable, providerFailure(error));
  }
  if (!verdict)
    throw new AppError('BAD_GATEWAY', MEMBER_MESSAGES.livenessUnavailable, 'provider does not know the session');
  if (verdict.status === 'pending') throw new AppError('CONFLICT', MEMBER_MESSAGES.livenessPending);
  const recorded = await ctx.db.transaction((tx) => recordVerdict(tx, check, verdict, at));
  const final = recorded ?? (await findMemberCheck(ctx.db, memberId, ctx.liveness.name, sessionId))!;
  return resultOf(final, await memberLivenessVerified(ctx.db, memberId));
}

/** For the log: what went wrong at the provider, without the SDK's request objects (signed headers). */
const providerFailure = (error: unknown) =>
  error instanceof Error ? `liveness provider: ${error.name}: ${error.message}` : 'liveness provider error';
