import {
  FACE_CHECK_MESSAGES,
  ageOn,
  lagosDate,
  MEMBER_MESSAGES,
  MINIMUM_AGE,
  type SignupBirthdayInput,
  type SignupGenderInput,
  type SignupNameInput,
  type SignupStatus,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { recordSignupStepChange } from './signup-history.service';
import { findSignupState, saveStep, type SignupState } from './signup.repository';
import {
  hasBiometricConsent,
  recordBiometricConsent,
  verifiedFaceStatus,
} from '../member-verification/verification.service';
import { nextSignupStep, optionalSignupStep, profileComplete, STEP, type FaceCheckState } from './signup-rules';
import { toStoredGender } from '@blynd/shared';
import { spendConfirmation } from '../member-account/confirmations.service';

type StateWithFace = SignupState & { face: FaceCheckState };

function statusOf(state: StateWithFace): SignupStatus {
  const optionalNext = optionalSignupStep(state.authStep, state, state);
  return {
    authStep: state.authStep,
    next: nextSignupStep(state.authStep, state, state.face),
    livenessVerified: state.livenessVerified,
    ...(optionalNext ? { optionalNext } : {}),
  };
}

async function loadState(ctx: AppContext, memberId: string): Promise<StateWithFace> {
  const [state, consented, faceStatus] = await Promise.all([
    findSignupState(ctx.db, memberId),
    hasBiometricConsent(ctx.db, memberId),
    verifiedFaceStatus(ctx.db, memberId),
  ]);
  if (!state) throw new AppError('UNAUTHORIZED', 'Session Expired');
  return { ...state, face: { consented, livenessVerified: state.livenessVerified, faceStatus } };
}

export async function getSignupStatus(ctx: AppContext, memberId: string): Promise<SignupStatus> {
  return statusOf(await loadState(ctx, memberId));
}

/** One step: refuse when an earlier step is open, save, and move the level if this step was the open one. */
async function completeStep(
  ctx: AppContext,
  memberId: string,
  step: number,
  changes: Parameters<typeof saveStep>[2],
  next: number,
) {
  await ctx.db.transaction(async (tx) => {
    const state = await findSignupState(tx, memberId);
    if (!state) throw new AppError('UNAUTHORIZED', 'Session Expired');
    if (state.authStep < step)
      throw new AppError('CONFLICT', MEMBER_MESSAGES.earlierStepFirst, undefined, { authStep: state.authStep });
    const move = state.authStep === step ? { from: step, to: next } : null;
    const moved = await saveStep(tx, memberId, changes, move, ctx.now());
    if (move && moved) await recordSignupStepChange(tx, { memberId, ...move, source: 'member', at: ctx.now() });
  });
  return getSignupStatus(ctx, memberId);
}

/** The name may be corrected at any time; giving it the first time moves 1 → 2. */
export const setName = (ctx: AppContext, memberId: string, input: SignupNameInput) =>
  completeStep(ctx, memberId, STEP.name, { firstName: input.firstName, lastName: input.lastName ?? '' }, STEP.birthday);

/**
 * The birthday is entered once, at level 2 (or again when an admin sets the level back to 2). Under-18s
 * are refused on today's date in Lagos, whatever the server's time zone, and nothing is saved.
 */
export async function setBirthday(ctx: AppContext, memberId: string, input: SignupBirthdayInput) {
  const state = await loadState(ctx, memberId);
  if (state.authStep > STEP.birthday)
    throw new AppError('CONFLICT', MEMBER_MESSAGES.birthdayFixed, undefined, { authStep: state.authStep });
  const today = lagosDate(ctx.now());
  if (input.dob > today || ageOn(input.dob, today) < MINIMUM_AGE)
    throw new AppError('BAD_REQUEST', MEMBER_MESSAGES.underage(ctx.config.site.productName));
  return completeStep(ctx, memberId, STEP.birthday, { dob: input.dob }, STEP.gender);
}

/** Gender and who the member wants to meet; 4 → 10 (profile, liveness and terms follow). */
export async function setGender(ctx: AppContext, memberId: string, input: SignupGenderInput) {
  const state = await loadState(ctx, memberId);
  // After sign-up a new gender changes who sees the member: it needs a code sent for it (decision 0079).
  if (state.authStep === STEP.complete && state.gender !== toStoredGender(input.gender)) {
    await spendConfirmation(ctx.db, ctx.config.jwtSecret, memberId, 'change-gender', input.confirmationCode, ctx.now());
  }
  return completeStep(
    ctx,
    memberId,
    STEP.gender,
    { gender: toStoredGender(input.gender), interestedIn: input.interestedIn.map(toStoredGender) },
    STEP.terms,
  );
}

/**
 * The biometric consent to the exact text of its version (decision 0148), a step of its own before liveness. It may
 * be given at any point of sign-up (the apps ask for it after the profile basics) and after it, for a re-verification
 * under a newer text; accepting the same version again changes nothing.
 */
export async function acceptBiometricConsent(ctx: AppContext, memberId: string) {
  await loadState(ctx, memberId);
  await recordBiometricConsent(ctx.db, memberId, ctx.now());
  return getSignupStatus(ctx, memberId);
}

/** The last step: profile basics, the biometric consent and a server-verified face check must be in place. */
export async function acceptTerms(ctx: AppContext, memberId: string) {
  const state = await loadState(ctx, memberId);
  if (state.authStep === STEP.complete) return statusOf(state);
  if (state.authStep < STEP.terms)
    throw new AppError('CONFLICT', MEMBER_MESSAGES.earlierStepFirst, undefined, { authStep: state.authStep });
  if (!profileComplete(state))
    throw new AppError('CONFLICT', MEMBER_MESSAGES.profileIncomplete, undefined, { authStep: state.authStep });
  if (!state.face.consented)
    throw new AppError('CONFLICT', FACE_CHECK_MESSAGES.consentRequired, undefined, { authStep: state.authStep });
  if (state.face.faceStatus === 'review')
    throw new AppError('CONFLICT', FACE_CHECK_MESSAGES.underReview, undefined, { authStep: state.authStep });
  if (state.face.faceStatus === 'rejected')
    throw new AppError('CONFLICT', FACE_CHECK_MESSAGES.faceRejected, undefined, { authStep: state.authStep });
  if (!state.livenessVerified)
    throw new AppError('CONFLICT', MEMBER_MESSAGES.livenessRequired, undefined, { authStep: state.authStep });
  const at = ctx.now();
  return completeStep(ctx, memberId, STEP.terms, { completedSignup: true, termsAcceptedAt: at }, STEP.complete);
}
