import { ageOn, type Compatibility, type MemberValueId, type RelationshipGoalId } from '@blynd/shared';

/**
 * What the score reads of a profile: never likes, activity or anything else (decision 0090). The discovery
 * fields are optional: a profile without them simply asks nothing of them (decision 0162).
 */
export type CompatibilityProfile = {
  interests: string[];
  values: string[];
  relationshipGoal: string | null;
} & Partial<PreferenceProfile>;

/** The discovery filters' side of a profile: what the member is, and the preferences that only rank. */
export type PreferenceProfile = {
  age: number | null;
  religion: string | null;
  kids: { has: boolean; wants: string } | null;
  languages: string[];
  /** Only the preferences that are not dealbreakers (a dealbreaker filters instead, decision 0162). */
  ranking: RankingPreferences;
};
export type RankingPreferences = {
  age?: { min: number; max: number };
  distanceKm?: number;
  religions?: string[];
  kids?: { has?: boolean; wants?: string[] };
  languages?: string[];
};

/** The preferences of a stored preferences object that only rank (dealbreaker false, or ages kept as agePreferred). */
export function rankingPreferencesOf(
  stored: {
    agePreferred?: { min: number; max: number };
    distanceKm?: { value: number; dealbreaker: boolean };
    religions?: { value: string[]; dealbreaker: boolean };
    kids?: { value: { has?: boolean; wants?: string[] }; dealbreaker: boolean };
    languages?: { value: string[]; dealbreaker: boolean };
  } | null,
): RankingPreferences {
  if (!stored) return {};
  const ranking: RankingPreferences = {};
  if (stored.agePreferred) ranking.age = stored.agePreferred;
  if (stored.distanceKm && !stored.distanceKm.dealbreaker) ranking.distanceKm = stored.distanceKm.value;
  if (stored.religions && !stored.religions.dealbreaker) ranking.religions = stored.religions.value;
  if (stored.kids && !stored.kids.dealbreaker) ranking.kids = stored.kids.value;
  if (stored.languages && !stored.languages.dealbreaker) ranking.languages = stored.languages.value;
  return ranking;
}

/**
 * How much each part weighs in what a member wants; values first, then the goal, then interests; each preference
 * that only ranks (decision 0162) weighs `preference`.
 */
export const WEIGHTS = { values: 0.45, goal: 0.3, interests: 0.25, preference: 0.2 } as const;
/** Sharing this many of a member's interests (values) fully meets what the member asked for. */
export const FULL_INTERESTS = 4;
export const FULL_VALUES = 3;
/** Items a profile needs (interests up to 4, values up to 3, the goal) before its score is fully trusted. */
export const FULL_EVIDENCE = 6;
/** What a part scores when the other member said nothing about it: unknown, neither a fit nor a clash. */
const UNKNOWN = 0.5;

/** How well two goals go together (symmetric; the same goal is 1). */
const GOAL_FIT: Record<string, number> = {
  'marriage|long-term': 0.75,
  'marriage|see-where-it-goes': 0.35,
  'marriage|friendship-first': 0.4,
  'marriage|not-sure': 0.3,
  'long-term|see-where-it-goes': 0.6,
  'long-term|friendship-first': 0.6,
  'long-term|not-sure': 0.4,
  'see-where-it-goes|friendship-first': 0.6,
  'see-where-it-goes|not-sure': 0.7,
  'friendship-first|not-sure': 0.6,
};

export function goalFit(a: string, b: string): number {
  if (a === b) return 1;
  return GOAL_FIT[`${a}|${b}`] ?? GOAL_FIT[`${b}|${a}`] ?? 0;
}

const shared = (mine: string[], theirs: string[]) => {
  const set = new Set(theirs);
  return mine.filter((item) => set.has(item));
};

/** The share of the member's list (counting up to `full` of it) that the other member also chose; UNKNOWN for none. */
const listFit = (mine: string[], theirs: string[], full: number) =>
  theirs.length === 0 ? UNKNOWN : Math.min(1, shared(mine, theirs).length / Math.min(mine.length, full));

/**
 * How well `other` fits what `member` wants, 0–1: each part the member filled in, weighted; the shares are
 * of what the member asked for (up to FULL_INTERESTS / FULL_VALUES), so the two directions can differ.
 * A member who said nothing wants nothing in particular: 0.5.
 */
export function directedFit(
  member: CompatibilityProfile,
  other: CompatibilityProfile,
  distanceKm: number | null = null,
): number {
  let total = 0;
  let weight = 0;
  for (const part of preferenceParts(member.ranking ?? {}, other, distanceKm)) {
    total += WEIGHTS.preference * part;
    weight += WEIGHTS.preference;
  }
  if (member.interests.length > 0) {
    total += WEIGHTS.interests * listFit(member.interests, other.interests, FULL_INTERESTS);
    weight += WEIGHTS.interests;
  }
  if (member.values.length > 0) {
    total += WEIGHTS.values * listFit(member.values, other.values, FULL_VALUES);
    weight += WEIGHTS.values;
  }
  if (member.relationshipGoal) {
    total +=
      WEIGHTS.goal * (other.relationshipGoal ? goalFit(member.relationshipGoal, other.relationshipGoal) : UNKNOWN);
    weight += WEIGHTS.goal;
  }
  return weight === 0 ? UNKNOWN : total / weight;
}

/**
 * How well `other` meets each preference of `ranking`, 0–1 each: met 1, missed 0 (a distance beyond the wish
 * scores the wish over the distance), UNKNOWN when `other` did not say.
 */
function preferenceParts(
  ranking: RankingPreferences,
  other: CompatibilityProfile,
  distanceKm: number | null,
): number[] {
  const parts: number[] = [];
  if (ranking.age) {
    const age = other.age ?? null;
    parts.push(age === null ? UNKNOWN : age >= ranking.age.min && age <= ranking.age.max ? 1 : 0);
  }
  if (ranking.distanceKm !== undefined)
    parts.push(distanceKm === null ? UNKNOWN : distanceKm <= ranking.distanceKm ? 1 : ranking.distanceKm / distanceKm);
  if (ranking.religions) {
    const religion = other.religion ?? null;
    parts.push(religion === null ? UNKNOWN : ranking.religions.includes(religion) ? 1 : 0);
  }
  if (ranking.kids) {
    const kids = other.kids ?? null;
    const { has, wants } = ranking.kids;
    parts.push(
      kids === null
        ? UNKNOWN
        : (has === undefined || has === kids.has) && (!wants || wants.includes(kids.wants))
          ? 1
          : 0,
    );
  }
  if (ranking.languages) {
    const languages = other.languages ?? [];
    parts.push(languages.length === 0 ? UNKNOWN : languages.some((l) => ranking.languages!.includes(l)) ? 1 : 0);
  }
  return parts;
}

/** How much a profile says, in items counted towards FULL_EVIDENCE. */
export const evidenceOf = (p: CompatibilityProfile) =>
  Math.min(p.interests.length, FULL_INTERESTS) + Math.min(p.values.length, FULL_VALUES) + (p.relationshipGoal ? 1 : 0);

/**
 * The reciprocal score, 0–100 (decision 0090): the geometric mean of the two directed fits, so a one-sided
 * fit scores low, then pulled towards 50 in proportion to how little the thinner profile says.
 */
export function compatibilityScore(
  a: CompatibilityProfile,
  b: CompatibilityProfile,
  distanceKm: number | null = null,
): number {
  const reciprocal = Math.sqrt(directedFit(a, b, distanceKm) * directedFit(b, a, distanceKm));
  const trust = Math.min(evidenceOf(a), evidenceOf(b), FULL_EVIDENCE) / FULL_EVIDENCE;
  return Math.round(50 + trust * (100 * reciprocal - 50));
}

/** The score with what explains it, as the viewer sees it on a card (shared items in the viewer's order). */
export function compatibilityBetween(
  viewer: CompatibilityProfile,
  member: CompatibilityProfile,
  distanceKm: number | null = null,
): Compatibility {
  const goal =
    viewer.relationshipGoal && viewer.relationshipGoal === member.relationshipGoal ? viewer.relationshipGoal : null;
  return {
    score: compatibilityScore(viewer, member, distanceKm),
    shared: {
      interests: shared(viewer.interests, member.interests),
      values: shared(viewer.values, member.values) as MemberValueId[],
      goal: goal as RelationshipGoalId | null,
    },
  };
}

/** A member row's side of the discovery filters, for the score (ages on `today`, a Lagos date). */
export function preferenceProfileOf(
  row: {
    dob: string | null;
    religion: string | null;
    kidsHas: boolean | null;
    kidsWants: string | null;
    languages: string[];
    preferences: Parameters<typeof rankingPreferencesOf>[0];
  },
  today: string,
): PreferenceProfile {
  return {
    age: row.dob ? ageOn(row.dob, today) : null,
    religion: row.religion,
    kids: row.kidsHas !== null && row.kidsWants !== null ? { has: row.kidsHas, wants: row.kidsWants } : null,
    languages: row.languages,
    ranking: rankingPreferencesOf(row.preferences),
  };
}
