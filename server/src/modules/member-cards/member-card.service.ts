import { ageOn, EARNING_STATUSES, lagosDate, type EarningStatus, type MemberCard } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { findCardMembers, findCardPhotos, type CardMemberRow, type CardPhotoRow } from './member-card.repository';

/** One card from its member row and that member's visible-to-others photos (in order). */
export function toMemberCard(member: CardMemberRow, photos: CardPhotoRow[], today: string): MemberCard {
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
export async function loadMemberCards(db: DbOrTx, viewerId: string, ids: string[], now: Date): Promise<Map<string, MemberCard>> {
  const rows = await findCardMembers(db, viewerId, ids);
  const photos = await findCardPhotos(db, rows.map((row) => row.id));
  const photosByMember = new Map<string, CardPhotoRow[]>();
  for (const photo of photos) {
    const list = photosByMember.get(photo.memberId) ?? [];
    list.push(photo);
    photosByMember.set(photo.memberId, list);
  }
  const today = lagosDate(now);
  const cards = new Map<string, MemberCard>();
  for (const row of rows) cards.set(row.id, toMemberCard(row, photosByMember.get(row.id) ?? [], today));
  return new Map(ids.filter((id) => cards.has(id)).map((id) => [id, cards.get(id)!]));
}
