import { INTERESTS, MEMBER_VALUE_IDS, RELATIONSHIP_GOAL_IDS } from '@blynd/shared';
import { rankChunk, type RankingCandidate } from '../../server/src/modules/member-discover/discover-ranking';
import { SNAPSHOT_CHUNK } from '../../server/src/modules/member-discover/discover-snapshot.service';

/**
 * Issue 24's quality simulation: a population with the seed's latent tastes (8 clusters, see seed-sql.ts's
 * LATENT), a day of viewers each reading their first page of 20. Each viewer's snapshot chunk is the 400
 * candidates of the wanted gender from a random pivot in id order, as the server's walk takes them; the
 * old order showed the first 20 of that walk (the shuffle), the new one ranks the chunk with the server's own
 * rankChunk and today's exposure counts, which grow as viewers read.
 */
type Person = RankingCandidate & { gender: 'female' | 'male' };

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function latentPopulation(size: number, seed = 24): Person[] {
  const random = seeded(seed);
  const int = (n: number) => Math.floor(random() * n);
  return Array.from({ length: size }, (_, i) => {
    const c = int(8);
    const interests = [
      INTERESTS[c * 5]!,
      INTERESTS[c * 5 + 1]!,
      INTERESTS[c * 5 + (random() < 0.5 ? 2 : 3)]!,
      INTERESTS[40 + int(5)]!,
    ];
    const values =
      random() < 0.3
        ? []
        : [MEMBER_VALUE_IDS[c * 2]!, MEMBER_VALUE_IDS[c * 2 + 1]!, MEMBER_VALUE_IDS[(c * 2 + 2 + int(14)) % 16]!];
    const g = random();
    const relationshipGoal =
      g < 0.15 ? null : g < 0.75 ? RELATIONSHIP_GOAL_IDS[c % 5]! : RELATIONSHIP_GOAL_IDS[int(5)]!;
    return {
      id: String(i).padStart(8, '0'),
      gender: random() < 0.5 ? 'female' : 'male',
      interests,
      values,
      relationshipGoal,
      firstPages: 0,
    };
  });
}

const sharedCount = (a: Person, b: Person) =>
  a.interests.filter((x) => b.interests.includes(x)).length + a.values.filter((x) => b.values.includes(x)).length;

/** Gini coefficient of non-negative counts (0 = everyone equal, 1 = one member gets everything). */
export function gini(counts: number[]): number {
  const sorted = [...counts].sort((a, b) => a - b);
  const n = sorted.length;
  const total = sorted.reduce((sum, x) => sum + x, 0);
  if (n === 0 || total === 0) return 0;
  let weighted = 0;
  sorted.forEach((x, i) => (weighted += (i + 1) * x));
  return (2 * weighted) / (n * total) - (n + 1) / n;
}

type Quality = { meanShared: number; gini: number; giniReached: number };
export type QualityFigures = {
  members: number;
  viewers: number;
  shuffle: Quality;
  ranked: Quality;
  rankedWithoutSpreading: Quality;
};

function simulate(
  people: Person[],
  viewers: number,
  pageSize: number,
  order: 'shuffle' | 'ranked' | 'ranked-no-spreading',
  seed: number,
) {
  const random = seeded(seed);
  const byGender = {
    female: people.filter((p) => p.gender === 'female'),
    male: people.filter((p) => p.gender === 'male'),
  };
  const exposures = new Map<string, number>();
  const reached = new Set<string>();
  let shared = 0;
  let cards = 0;
  for (let v = 0; v < viewers; v++) {
    const viewer = people[Math.floor(random() * people.length)]!;
    const pool = byGender[viewer.gender === 'female' ? 'male' : 'female'];
    const pivot = Math.floor(random() * pool.length);
    const chunk: Person[] = [];
    for (let k = 0; k < Math.min(SNAPSHOT_CHUNK, pool.length); k++) chunk.push(pool[(pivot + k) % pool.length]!);
    for (const p of chunk) reached.add(p.id);
    let page: Person[];
    if (order === 'shuffle') page = chunk.slice(0, pageSize);
    else {
      const candidates = chunk.map((p) => ({ ...p, firstPages: order === 'ranked' ? (exposures.get(p.id) ?? 0) : 0 }));
      const byId = new Map(chunk.map((p) => [p.id, p]));
      page = rankChunk(viewer, candidates)
        .slice(0, pageSize)
        .map((entry) => byId.get(entry.memberId)!);
    }
    for (const p of page) {
      shared += sharedCount(viewer, p);
      cards += 1;
      exposures.set(p.id, (exposures.get(p.id) ?? 0) + 1);
    }
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    meanShared: Math.round((shared / cards) * 100) / 100,
    gini: round(gini(people.map((p) => exposures.get(p.id) ?? 0))),
    /** Over the members some viewer's chunk held: with far more members than first-page slots, most get none under any order. */
    giniReached: round(gini([...reached].map((id) => exposures.get(id) ?? 0))),
  };
}

export function measureDiscoverQuality(members: number, viewers = 10_000, pageSize = 20): QualityFigures {
  const people = latentPopulation(members);
  return {
    members,
    viewers,
    shuffle: simulate(people, viewers, pageSize, 'shuffle', 7),
    ranked: simulate(people, viewers, pageSize, 'ranked', 7),
    rankedWithoutSpreading: simulate(people, viewers, pageSize, 'ranked-no-spreading', 7),
  };
}
