import {
  ageOn,
  EARNING_STATUSES,
  MEMBER_DISCOVER_MESSAGES,
  lagosDate,
  roundedDistance,
  type EarningStatus,
  type KidsWants,
  type Religion,
  type MemberCard,
  type MemberValueId,
  type ProfilePromptId,
  type RelationshipGoalId,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { compatibilityBetween, preferenceProfileOf, type CompatibilityProfile } from '../../lib/compatibility-score';
import { findCardMembers, findCardPhotos, type CardMemberRow, type CardPhotoRow } from './member-card.repository';

const NO_PROFILE: CompatibilityProfile = { interests: [], values: [], relationshipGoal: null };

/** The goal, values and prompts as cards and GET /me show them. */
export const compatibilityFieldsOf = (member: Pick<CardMemberRow, 'relationshipGoal' | 'values' | 'prompts'>) => ({
  relationshipGoal: member.relationshipGoal as RelationshipGoalId | null,
  values: member.values as MemberValueId[],
  prompts: member.prompts.map((prompt) => ({ promptId: prompt.promptId as ProfilePromptId, answer: prompt.answer })),
});

/**
 * One card from its member row and that member's visible-to-others photos (in order); `viewer` is who
 * looks at it, for the compatibility of the two (decision 0090).
 */
export function toMemberCard(
  member: CardMemberRow,
  photos: CardPhotoRow[],
  today: string,
  viewer: CompatibilityProfile = NO_PROFILE,
): MemberCard {
  // The viewer's own row measures 0 km to itself; a card of oneself shows no distance.
  const distanceKm = member.distanceKm === null || member.distanceKm === undefined ? null : Number(member.distanceKm);
  const verifiedStatus = member.earningVerified && EARNING_STATUSES.includes(member.earningStatus as EarningStatus);
  return {
    _id: member.id,
    firstName: member.firstName,
    age: member.dob ? ageOn(member.dob, today) : null,
    state: member.state,
    bio: member.bio,
    interests: member.interests,
    avatar: member.avatar,
    ...(verifiedStatus ? { earningStatus: member.earningStatus as EarningStatus } : {}),
    ...compatibilityFieldsOf(member),
    compatibility: compatibilityBetween(viewer, { ...member, ...preferenceProfileOf(member, today) }, distanceKm),
    ...(distanceKm !== null ? { distance: roundedDistance(distanceKm) } : {}),
    // The discovery fields only when the member said them (decision 0162).
    ...(member.religion ? { religion: member.religion as Religion } : {}),
    ...(member.kidsHas !== null && member.kidsWants !== null
      ? { kids: { has: member.kidsHas, wants: member.kidsWants as KidsWants } }
      : {}),
    ...(member.languages.length > 0 ? { languages: member.languages } : {}),
    ...(member.heightCm !== null ? { height: member.heightCm } : {}),
    verified: member.verified === true,
    photos: {
      count: photos.length,
      placeholder: photos[0]?.placeholder ?? '',
      unlocked: member.photosVisible && photos.length > 0,
      ...(member.photosVisible ? { ids: photos.map((photo) => photo.id) } : {}),
    },
  };
}

/**
 * Cards for `ids` as `viewerId` sees them, in the order of `ids`, in two queries whatever the page size.
 * A member the viewer may not see (§6) is left out, so a list never shows more than the rule allows.
 */
export async function loadMemberCards(
  db: DbOrTx,
  viewerId: string,
  ids: string[],
  now: Date,
): Promise<Map<string, MemberCard>> {
  const rows = await findCardMembers(db, viewerId, ids);
  const wanted = new Set(ids);
  const shown = rows.filter((row) => wanted.has(row.id));
  const today = lagosDate(now);
  const viewerRow = rows.find((row) => row.id === viewerId);
  const viewer = viewerRow ? { ...viewerRow, ...preferenceProfileOf(viewerRow, today) } : NO_PROFILE;
  const photos = await findCardPhotos(
    db,
    shown.map((row) => row.id),
  );
  const photosByMember = new Map<string, CardPhotoRow[]>();
  for (const photo of photos) {
    const list = photosByMember.get(photo.memberId) ?? [];
    list.push(photo);
    photosByMember.set(photo.memberId, list);
  }
  const cards = new Map<string, MemberCard>();
  for (const row of shown) cards.set(row.id, toMemberCard(row, photosByMember.get(row.id) ?? [], today, viewer));
  return new Map(ids.filter((id) => cards.has(id)).map((id) => [id, cards.get(id)!]));
}

/** One card, or 404 alike for an unknown member and one the viewer may not see (§6): existence is not revealed. */
export async function memberCardOrNotFound(ctx: AppContext, viewerId: string, memberId: string): Promise<MemberCard> {
  const card = (await loadMemberCards(ctx.db, viewerId, [memberId], ctx.now())).get(memberId);
  if (!card) throw new AppError('NOT_FOUND', MEMBER_DISCOVER_MESSAGES.memberNotFound);
  return card;
}

/**
 * The viewer's and another member's profile rows, the other only when the viewer may see them (§6); for
 * what is written from the two profiles (conversation starters, decision 0092).
 */
export async function loadProfilePair(db: DbOrTx, viewerId: string, otherId: string) {
  const rows = await findCardMembers(db, viewerId, [otherId]);
  return {
    viewer: rows.find((row) => row.id === viewerId),
    other: otherId === viewerId ? undefined : rows.find((row) => row.id === otherId),
  };
}
