import {
  FACE_CHECK_MESSAGES,
  MEMBER_MESSAGES,
  type LivenessResult,
  type LivenessSelfieResponse,
  type LivenessSessionResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { LivenessVerdict } from '../../lib/liveness-provider';
import { rescreenWaitingPhotos } from '../member-photos/photo-screening.service';
import { hasBiometricConsent, saveVerifiedFace, settleFaceImage } from '../member-verification/verification.service';
import { readFace, readSelfie, type FaceReading } from './face-check';
import {
  attachSelfie,
  findMemberCheck,
  findOpenCheck,
  insertLivenessCheck,
  memberLivenessVerified,
  recordVerdict,
  type LivenessCheckRow,
} from './liveness.repository';

/** The face check starts only after the biometric consent (decision 0148), at sign-up and for each re-verification. */
export async function startLivenessSession(ctx: AppContext, memberId: string): Promise<LivenessSessionResponse> {
  if (!(await hasBiometricConsent(ctx.db, memberId)))
    throw new AppError('CONFLICT', FACE_CHECK_MESSAGES.consentRequired);
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

/** Whether the face comes from a selfie the member sends (the sandbox liveness runs no camera of its own). */
const takesSelfie = (ctx: AppContext) => ctx.liveness.name === 'sandbox';

/**
 * The sandbox step's selfie (decision 0148: a selfie check, not a liveness check): read at once, so a retake is
 * asked before the session completes; kept on the member's open session until it completes.
 */
export async function sendSelfie(
  ctx: AppContext,
  memberId: string,
  bytes: Uint8Array,
): Promise<LivenessSelfieResponse> {
  if (!takesSelfie(ctx)) throw new AppError('CONFLICT', FACE_CHECK_MESSAGES.selfieNotUsed);
  const check = await findOpenCheck(ctx.db, memberId, ctx.liveness.name, ctx.now());
  if (!check) throw new AppError('CONFLICT', FACE_CHECK_MESSAGES.selfieNoSession);
  const reading = await readSelfie(ctx, bytes);
  const replaced = (await ctx.db.transaction((tx) => attachSelfie(tx, check.id, reading))) as FaceReading | null;
  if (replaced?.imageKey) await ctx.photos.remove([replaced.imageKey]);
  return { sessionId: check.providerSessionId, verdict: reading.verdict };
}

/** The verified face of a passed session: the sandbox selfie, or the provider's reference image read now. */
async function faceOfPass(ctx: AppContext, check: LivenessCheckRow, verdict: LivenessVerdict) {
  if (takesSelfie(ctx)) return { source: 'selfie' as const, reading: check.selfie as FaceReading };
  if (!verdict.referenceImage) return { source: 'liveness' as const, retake: FACE_CHECK_MESSAGES.selfieUnreadable };
  const outcome = await readFace(ctx, verdict.referenceImage);
  return outcome.kind === 'read'
    ? { source: 'liveness' as const, reading: outcome.reading }
    : { source: 'liveness' as const, retake: outcome.message };
}

/**
 * The app only says "done"; the server asks the provider what happened and records it. Nothing the app
 * sends can mark a member verified. A pass saves the verified face (replacing an earlier one: re-verification), then
 * the member's photos are screened against it.
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
    await discardSelfie(ctx, check);
    throw new AppError('CONFLICT', MEMBER_MESSAGES.livenessExpired);
  }
  if (takesSelfie(ctx) && !check.selfie) throw new AppError('CONFLICT', FACE_CHECK_MESSAGES.selfieRequired);
  let fetched: LivenessVerdict | undefined;
  try {
    fetched = await ctx.liveness.fetchResult(sessionId);
  } catch (error) {
    throw new AppError('BAD_GATEWAY', MEMBER_MESSAGES.livenessUnavailable, providerFailure(error));
  }
  if (!fetched)
    throw new AppError('BAD_GATEWAY', MEMBER_MESSAGES.livenessUnavailable, 'provider does not know the session');
  if (fetched.status === 'pending') throw new AppError('CONFLICT', MEMBER_MESSAGES.livenessPending);
  const face = fetched.status === 'passed' ? await faceOfPass(ctx, check, fetched) : undefined;
  // A pass whose reference image shows no usable face verifies nothing: recorded as a failure, with the reason.
  const verdict: LivenessVerdict =
    face && 'retake' in face ? { ...fetched, status: 'failed', failureReason: face.retake ?? null } : fetched;
  const reading = face && 'reading' in face ? face.reading : undefined;
  let replacedImage: string | null = null;
  const recorded = await ctx.db.transaction(async (tx) => {
    const row = await recordVerdict(tx, check, verdict, at);
    if (row && verdict.status === 'passed' && reading)
      replacedImage = await saveVerifiedFace(ctx, tx, {
        memberId,
        provider: reading.provider,
        source: face!.source,
        template: reading.template,
        ageLow: reading.ageLow,
        ageEstimate: reading.ageEstimate,
        status: reading.verdict === 'review' ? 'review' : 'verified',
        imageKey: reading.imageKey,
        at,
      });
    return row;
  });
  if (recorded && verdict.status === 'passed' && reading) {
    if (replacedImage) await ctx.photos.remove([replacedImage]);
    await rescreenWaitingPhotos(ctx, memberId);
    await settleFaceImage(ctx, memberId);
  } else if (recorded) {
    if (reading) await ctx.photos.remove([reading.imageKey]);
    await discardSelfie(ctx, check);
  }
  const final = recorded ?? (await findMemberCheck(ctx.db, memberId, ctx.liveness.name, sessionId))!;
  return resultOf(final, await memberLivenessVerified(ctx.db, memberId));
}

/** A session that did not pass keeps no face image. */
async function discardSelfie(ctx: AppContext, check: LivenessCheckRow) {
  const key = (check.selfie as FaceReading | null)?.imageKey;
  if (key) await ctx.photos.remove([key]);
}

/** For the log: what went wrong at the provider, without the SDK's request objects (signed headers). */
const providerFailure = (error: unknown) =>
  error instanceof Error ? `liveness provider: ${error.name}: ${error.message}` : 'liveness provider error';
