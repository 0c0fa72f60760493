import {
  DISCOVERY_FILTER_MESSAGES as TEXT,
  type KidsWants,
  type MePatch,
  type MemberGender,
  type MemberPreferencesResponse,
  type MeResponse,
  type Religion,
  type Language,
} from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import type { members, StoredPreferences } from '../../db/schema/members';
import { AppError } from '../../lib/app-error';
import { lgaCentre } from '../places/places.service';
import { toStoredGender } from '@blynd/shared';
import { findOwnProfile } from './me.repository';

type MemberRow = typeof members.$inferSelect;
type DiscoveryProfile = Pick<MeResponse, 'place' | 'religion' | 'kids' | 'languages' | 'height'>;

/** The discovery filters' profile fields as GET /me (and the control centre) show them. */
export function discoveryProfileOf(
  member: Pick<MemberRow, 'placeState' | 'placeLga' | 'religion' | 'kidsHas' | 'kidsWants' | 'languages' | 'heightCm'>,
): DiscoveryProfile {
  return {
    place: member.placeState && member.placeLga ? { state: member.placeState as never, lga: member.placeLga } : null,
    religion: (member.religion as Religion | null) ?? null,
    kids:
      member.kidsHas !== null && member.kidsWants !== null
        ? { has: member.kidsHas, wants: member.kidsWants as KidsWants }
        : null,
    languages: member.languages as Language[],
    height: member.heightCm,
  };
}

/** Stored preferences as GET /me answers them (decision 0162): ages always as numbers, with whether they filter. */
export function preferencesOf(stored: StoredPreferences, genders: MemberGender[]): MemberPreferencesResponse {
  const ageDealbreaker = stored.agePreferred === undefined;
  return {
    genders,
    ageMin: stored.ageMin ?? stored.agePreferred?.min ?? 18,
    ageMax: stored.ageMax ?? stored.agePreferred?.max ?? 99,
    ageDealbreaker,
    distanceKm: stored.distanceKm ?? null,
    religions: (stored.religions as MemberPreferencesResponse['religions']) ?? null,
    kids: (stored.kids as MemberPreferencesResponse['kids']) ?? null,
    languages: (stored.languages as MemberPreferencesResponse['languages']) ?? null,
  };
}

const DISCOVERY_PREFERENCES = ['distanceKm', 'religions', 'kids', 'languages'] as const;

/**
 * The column changes of a patch's discovery fields. A place must be an LGA of its state in the places data set
 * (decision 0163); its centre point is copied with it. Preferences replace genders and ages; each other preference
 * left out of the patch stays as it was, null clears it. A distance needs a place to measure from.
 */
export async function discoveryChanges(
  db: DbOrTx,
  memberId: string,
  patch: MePatch,
): Promise<Partial<typeof members.$inferInsert>> {
  const changes: Partial<typeof members.$inferInsert> = {};
  if (patch.place !== undefined) {
    const centre = patch.place ? lgaCentre(patch.place.state, patch.place.lga) : undefined;
    if (patch.place && !centre) throw new AppError('BAD_REQUEST', TEXT.unknownPlace);
    changes.placeState = patch.place?.state ?? null;
    changes.placeLga = patch.place?.lga ?? null;
    changes.placeLat = centre?.lat ?? null;
    changes.placeLng = centre?.lng ?? null;
    // The card's state follows the place, so the two never disagree.
    if (patch.place) changes.state = patch.place.state;
  }
  if (patch.religion !== undefined) changes.religion = patch.religion;
  if (patch.kids !== undefined) {
    changes.kidsHas = patch.kids?.has ?? null;
    changes.kidsWants = patch.kids?.wants ?? null;
  }
  if (patch.languages !== undefined) changes.languages = patch.languages;
  if (patch.height !== undefined) changes.heightCm = patch.height;
  if (patch.preferences === undefined && patch.place === undefined) return changes;

  const current = (await findOwnProfile(db, memberId))?.member;
  if (patch.preferences !== undefined) {
    const { genders, ageMin, ageMax, ageDealbreaker } = patch.preferences;
    const stored: StoredPreferences = {
      genders: genders.map(toStoredGender),
      // The discover index reads ageMin/ageMax both ways: kept there only while ages filter.
      ...(ageDealbreaker ? { ageMin, ageMax } : { agePreferred: { min: ageMin, max: ageMax } }),
    };
    for (const key of DISCOVERY_PREFERENCES) {
      const value = patch.preferences[key] === undefined ? current?.preferences?.[key] : patch.preferences[key];
      if (value) Object.assign(stored, { [key]: value });
    }
    changes.preferences = stored;
  }
  const hasPlace = patch.place !== undefined ? patch.place !== null : Boolean(current?.placeLga);
  const distance = (changes.preferences ?? current?.preferences)?.distanceKm;
  if (distance && !hasPlace) throw new AppError('BAD_REQUEST', TEXT.distanceNeedsPlace);
  return changes;
}
