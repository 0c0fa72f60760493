import { compatibilityScore, type CompatibilityProfile } from '../../lib/compatibility-score';

/** Candidates of one walk chunk, in walk order, with today's first-page exposures. */
export type RankingCandidate = CompatibilityProfile & { id: string; firstPages: number; distanceKm?: number | null };

/**
 * Exposure spreading (decision 0091): points taken off a member's score for each doubling of the first
 * pages that already showed them today. At EXPOSURE_SCALE showings a member loses EXPOSURE_POINTS.
 */
export const EXPOSURE_POINTS = 12;
export const EXPOSURE_SCALE = 3;
export const exposurePenalty = (firstPages: number) => EXPOSURE_POINTS * Math.log2(1 + firstPages / EXPOSURE_SCALE);

/**
 * One chunk of a viewer's snapshot in rank order: compatibility less the exposure penalty, ties kept in walk
 * order (which depends only on the viewer and the day). Nothing here reads likes.
 */
export function rankChunk(
  viewer: CompatibilityProfile,
  candidates: RankingCandidate[],
): { memberId: string; score: number }[] {
  return candidates
    .map((candidate, walkIndex) => {
      const score = compatibilityScore(viewer, candidate, candidate.distanceKm ?? null);
      return { memberId: candidate.id, score, key: score - exposurePenalty(candidate.firstPages), walkIndex };
    })
    .sort((a, b) => b.key - a.key || a.walkIndex - b.walkIndex)
    .map(({ memberId, score }) => ({ memberId, score }));
}
