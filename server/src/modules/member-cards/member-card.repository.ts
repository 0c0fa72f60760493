import { and, asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlFragment } from '../../db/routines';
import { memberPhotos, members } from '../../db/schema';
import type { StoredPreferences } from '../../db/schema/members';
import { memberVisibleTo, photoShownToOthers, photosUnlockedBetween } from '../visibility/visibility.repository';

export type CardMemberRow = {
  id: string;
  firstName: string;
  dob: string | null;
  state: string;
  bio: string;
  interests: string[];
  avatar: string;
  earningStatus: string | null;
  earningVerified: boolean;
  relationshipGoal: string | null;
  values: string[];
  prompts: { promptId: string; answer: string }[];
  photosVisible: boolean;
  verified: boolean;
  religion: string | null;
  kidsHas: boolean | null;
  kidsWants: string | null;
  languages: string[];
  heightCm: number | null;
  preferences: StoredPreferences | null;
  /** Between the viewer's and this member's area centres (decision 0161); null unless both set a place. */
  distanceKm: number | null;
};

export type CardPhotoRow = { memberId: string; id: string; placeholder: string };

/**
 * The members behind `ids` that are visible to the viewer (§6), with whether their photos are and whether they
 * carry the verified badge (member_verified), and the viewer's own row (for compatibility). Lists pick their ids with their own filters and keyset first; this
 * re-applies §6 so no list can show more than it.
 */
export function findCardMembers(db: DbOrTx, viewerId: string, ids: string[]): Promise<CardMemberRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  ids = ids.includes(viewerId) ? ids : [...ids, viewerId];
  return db
    .select({
      id: members.id,
      firstName: members.firstName,
      dob: members.dob,
      state: members.state,
      bio: members.bio,
      interests: members.interests,
      avatar: members.avatar,
      earningStatus: members.earningStatus,
      earningVerified: members.earningVerified,
      relationshipGoal: members.relationshipGoal,
      values: members.values,
      prompts: members.prompts,
      religion: members.religion,
      kidsHas: members.kidsHas,
      kidsWants: members.kidsWants,
      languages: members.languages,
      heightCm: members.heightCm,
      preferences: members.preferences,
      distanceKm: sql<number | null>`${sqlFragment('place_distance_km', {
        lat1: sql`(select v.place_lat from members v where v.id = ${viewerId})`,
        lng1: sql`(select v.place_lng from members v where v.id = ${viewerId})`,
        lat2: sql`${members.placeLat}`,
        lng2: sql`${members.placeLng}`,
      })}`,
      photosVisible: sql<boolean>`(${members.id} = ${viewerId} or ${members.photosPublic} or ${photosUnlockedBetween(viewerId, members.id)})`,
      // Only for the rows of this page: three index probes each (decision 0147 measured it on discover).
      verified: sql<boolean>`${sqlFragment('member_verified', { member: sql`${members.id}` })}`,
    })
    .from(members)
    .where(and(inArray(members.id, ids), sql`(${members.id} = ${viewerId} or ${memberVisibleTo(viewerId)})`));
}

/**
 * Photos others may be shown (approved and not flagged, decision 0147), in the owner's order: what a card lists,
 * counts and takes its placeholder from, so a photo still being checked, held or rejected shows nowhere.
 */
export function findCardPhotos(db: DbOrTx, memberIds: string[]): Promise<CardPhotoRow[]> {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({ memberId: memberPhotos.memberId, id: memberPhotos.id, placeholder: memberPhotos.placeholder })
    .from(memberPhotos)
    .where(and(inArray(memberPhotos.memberId, memberIds), photoShownToOthers))
    .orderBy(asc(memberPhotos.memberId), asc(memberPhotos.position), asc(memberPhotos.createdAt), asc(memberPhotos.id));
}
