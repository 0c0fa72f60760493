import { INTERESTS_MIN, SIGNUP_COMPLETE_STEP, type SignupNextStep } from '@blynd/shared';

/** Sign-up levels (docs/domain-rules.md#sign-up-levels). */
export const STEP = { name: 1, birthday: 2, gender: 4, terms: 10, complete: SIGNUP_COMPLETE_STEP } as const;

export type ProfileBasics = {
  bio: string;
  interests: string[];
  state: string;
  earningStatus: string | null;
  avatar: string;
};

/** The profile basics the apps ask for before the terms: bio, 3+ interests, state, income range, blyndmoji. */
export const profileComplete = (p: ProfileBasics) =>
  p.bio.trim().length > 0 &&
  p.interests.length >= INTERESTS_MIN &&
  p.state !== '' &&
  p.earningStatus !== null &&
  p.avatar !== '';

/** What sign-up knows of the face check: the consent to it (decision 0148), its pass, and staff's view of the face. */
export type FaceCheckState = {
  consented: boolean;
  livenessVerified: boolean;
  faceStatus: 'none' | 'verified' | 'review' | 'rejected';
};

/**
 * What the app asks for next. Level 10 covers several screens (profile, biometric consent, liveness, terms) because
 * the control centre's levels stop at 10; the member's data says which of them is still open. A face waiting for
 * staff (an underage estimate, decision 0141) or refused by them answers `review` until staff decide.
 */
export function nextSignupStep(authStep: number, profile: ProfileBasics, face: FaceCheckState): SignupNextStep | null {
  if (authStep >= STEP.complete) return null;
  if (authStep <= STEP.name) return 'name';
  if (authStep <= STEP.birthday) return 'birthday';
  if (authStep <= STEP.gender) return 'gender';
  if (!profileComplete(profile)) return 'profile';
  if (!face.consented) return 'biometric-consent';
  if (face.faceStatus === 'review' || face.faceStatus === 'rejected') return 'review';
  if (!face.livenessVerified) return 'liveness';
  return 'terms';
}

export type CompatibilityAnswers = { relationshipGoal: string | null; values: string[]; prompts: unknown[] };

/**
 * The optional compatibility screen (decision 0090): offered once the profile basics are in and before
 * sign-up ends, while the member has said nothing of goal, values or prompts. `next` never waits for it.
 */
export function optionalSignupStep(
  authStep: number,
  profile: ProfileBasics,
  answers: CompatibilityAnswers,
): 'compatibility' | undefined {
  if (authStep >= STEP.complete || authStep < STEP.terms || !profileComplete(profile)) return undefined;
  const saidSomething = answers.relationshipGoal !== null || answers.values.length > 0 || answers.prompts.length > 0;
  return saidSomething ? undefined : 'compatibility';
}
