import {
  ageOn,
  earningStatusForIncome,
  EARNING_STATUSES,
  lagosDate,
  type EarningStatus,
  type MePatch,
  type MeResponse,
  type MemberGender,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isPremium } from '../../lib/premium';
import { compatibilityFieldsOf } from '../member-cards/member-card.service';
import { fromStoredGender } from '@blynd/shared';
import { meVerification } from '../member-verification/verification.service';
import { findOwnProfile, updateProfile } from './me.repository';
import { ownPhotosOf } from '../member-photos/member-photos.service';
import { discoveryChanges, discoveryProfileOf, preferencesOf } from './discovery-profile';
import { readPrivacyState } from './privacy-settings.repository';
import { screenProfileTexts } from '../text-screening/profile-texts';
import { recordTextDetections } from '../text-screening/text-detections.service';

const EARNING_VERIFIED_LOCKED = 'Your earning status is verified; your income range can no longer move to another band';

const genders = (stored: string[]) => stored.map(fromStoredGender).filter((g): g is MemberGender => g !== null);

export async function getMe(ctx: AppContext, memberId: string): Promise<MeResponse> {
  const now = ctx.now();
  const [profile, photos] = await Promise.all([findOwnProfile(ctx.db, memberId), ownPhotosOf(ctx, memberId)]);
  if (!profile) throw new AppError('UNAUTHORIZED', 'Session Expired');
  const { member } = profile;
  const verification = await meVerification(ctx.db, memberId, member.onlyVerified, now);
  return {
    _id: member.id,
    phone: member.phone,
    firstName: member.firstName,
    lastName: member.lastName,
    dob: member.dob,
    age: member.dob ? ageOn(member.dob, lagosDate(now)) : null,
    gender: fromStoredGender(member.gender),
    interestedIn: genders(member.interestedIn),
    bio: member.bio,
    interests: member.interests,
    avatar: member.avatar,
    state: member.state,
    region: member.region,
    income: member.income,
    earningStatus: EARNING_STATUSES.includes(member.earningStatus as EarningStatus)
      ? (member.earningStatus as EarningStatus)
      : null,
    earningVerified: member.earningVerified,
    isPremium: isPremium(member.premiumUntil, now),
    premiumUntil: member.premiumUntil?.toISOString() ?? null,
    livenessVerified: member.livenessVerified,
    photosPublic: member.photosPublic,
    discoverable: member.discoverable,
    readReceipts: member.readReceipts,
    language: member.language,
    preferences: member.preferences ? preferencesOf(member.preferences, genders(member.preferences.genders)) : null,
    ...compatibilityFieldsOf(member),
    ...discoveryProfileOf(member),
    authStep: profile.authStep ?? 1,
    completedSignup: member.completedSignup,
    // Every own photo with its screening (decision 0147): the owner alone reads this.
    photos,
    createdAt: member.createdAt.toISOString(),
    ...verification,
    // Snooze, incognito and the number of hidden contacts (decision 0165).
    privacy: await readPrivacyState(ctx.db, memberId, now),
  };
}

/**
 * Profile basics and settings. The income sets the earning status by its band (docs/domain-rules.md#earning-status); once a badge has
 * verified that status (earningVerified), the income may change only within its band.
 */
export async function patchMe(ctx: AppContext, memberId: string, patch: MePatch): Promise<MeResponse> {
  const changes: Parameters<typeof updateProfile>[2] = {};
  if (patch.bio !== undefined) changes.bio = patch.bio;
  if (patch.interests !== undefined) changes.interests = patch.interests;
  if (patch.avatar !== undefined) changes.avatar = patch.avatar;
  if (patch.state !== undefined) changes.state = patch.state;
  if (patch.region !== undefined) changes.region = patch.region;
  if (patch.photosPublic !== undefined) changes.photosPublic = patch.photosPublic;
  if (patch.discoverable !== undefined) changes.discoverable = patch.discoverable;
  if (patch.onlyVerified !== undefined) changes.onlyVerified = patch.onlyVerified;
  if (patch.relationshipGoal !== undefined) changes.relationshipGoal = patch.relationshipGoal;
  if (patch.values !== undefined) changes.values = patch.values;
  if (patch.prompts !== undefined) changes.prompts = patch.prompts;
  if (patch.readReceipts !== undefined) changes.readReceipts = patch.readReceipts;
  if (patch.language !== undefined) changes.language = patch.language;
  Object.assign(changes, await discoveryChanges(ctx.db, memberId, patch));
  if (patch.income !== undefined) {
    const earningStatus = earningStatusForIncome(patch.income);
    const current = await findOwnProfile(ctx.db, memberId);
    if (current?.member.earningVerified && current.member.earningStatus !== earningStatus)
      throw new AppError('CONFLICT', EARNING_VERIFIED_LOCKED);
    changes.income = patch.income;
    changes.earningStatus = earningStatus;
  }
  // The detectors read a new bio or prompt answer (decision 0150): contact details are refused, the rest recorded.
  const screened =
    patch.bio !== undefined || patch.prompts !== undefined
      ? screenProfileTexts(patch, (await findOwnProfile(ctx.db, memberId))?.member ?? {})
      : [];
  await updateProfile(ctx.db, memberId, changes);
  for (const { source, detections } of screened)
    await recordTextDetections(ctx, memberId, { source }, detections, ctx.now());
  return getMe(ctx, memberId);
}
