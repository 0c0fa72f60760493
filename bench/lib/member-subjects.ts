import type { BenchDatabase } from './database';

/**
 * The members (and their counterparts) each member-API figure is measured with, picked from the seeded
 * data before the server starts. Primary members of different figures come from different residues of
 * i mod 7, so one figure's writes (a like, an upload) do not change another figure's viewers.
 */
export type MemberSubjects = {
  /** Discover viewers: preferences set, discoverable, with likes and passes of their own. */
  discover: string[];
  /** A like to a member the liker has never liked, passed, matched or blocked (either way). */
  freshLikes: { memberId: string; targetId: string }[];
  /** A like back to someone whose like is unanswered: makes a match. */
  likeBacks: { memberId: string; targetId: string }[];
  /** Premium (premiumUntil in the future) with unanswered likes received. */
  receivedPremium: string[];
  /** Free members with likes received (they get a count, no cards). */
  receivedFree: string[];
  /** Free members among the most liked (the top ranks of the skew: hundreds to thousands of likes each). */
  receivedFreePopular: string[];
  /** Members with active matches. */
  matches: string[];
  /** A viewer and a photo the viewer may see (another member's photosPublic photo, or one of their own). */
  photos: { memberId: string; photoId: string; own: boolean }[];
  /** Members without photos, one 12-megapixel upload each. */
  uploads: string[];
  /** Pairs with nothing between them yet, for the concurrent mutual likes. */
  racePairs: { a: string; b: string }[];
};

/** Nothing between a and b: no like, pass or block either way, no match. Uses each table's primary key or pair index. */
const untouched = (a: string, b: string) => `
  not exists (select 1 from member_likes l where l.liker_id = ${a} and l.liked_id = ${b})
  and not exists (select 1 from member_likes l where l.liker_id = ${b} and l.liked_id = ${a})
  and not exists (select 1 from member_passes s where s.passer_id = ${a} and s.passed_id = ${b})
  and not exists (select 1 from member_passes s where s.passer_id = ${b} and s.passed_id = ${a})
  and ${unblocked(a, b)}
  and not exists (select 1 from member_matches mm where mm.member_low_id = least(${a}, ${b}) and mm.member_high_id = greatest(${a}, ${b}))`;

/** No block either way, each direction one probe of the primary key. */
const unblocked = (a: string, b: string) => `
  not exists (select 1 from member_blocks x where x.blocker_id = ${a} and x.blocked_id = ${b})
  and not exists (select 1 from member_blocks x where x.blocker_id = ${b} and x.blocked_id = ${a})`;

/** A random member of the pool of a gender `a` wants (bench_pool from seed-social-sql.ts). */
const wantedBy = (alias: string, salt: number) => `
  join bench_pool_sizes s on s.gi = ${alias}.wants[1 + (hashint4(${alias}.i # ${salt}) & 2147483647) % cardinality(${alias}.wants)]
  join bench_pool t on t.gi = s.gi and t.k = 1 + (hashint4(${alias}.i # ${salt * 7}) & 2147483647) % s.n`;

/**
 * A random sample of the pool from one residue of i mod 7, ordered by a hash salted per run, so a run on a
 * reused data set (BENCH_REUSE) picks other members than the run before.
 */
const sample = (salt: number, residue: number, size: number, extra = 'true') =>
  `(select * from bench_pool where i % 7 = ${residue} and ${extra} order by hashint4(i # ${salt}) limit ${size}) a`;

/**
 * Whether discover could show `memberId` to `viewerId`: a like is allowed only then (decision 0076), so like
 * subjects are drawn from candidates that pass it. The server's own rule, over the bench database.
 */
export type CouldShow = (viewerId: string, memberId: string) => Promise<boolean>;

async function keepShowable<T>(items: T[], couldShow: CouldShow | undefined, allow: (item: T) => Promise<boolean>[]) {
  if (!couldShow) return items;
  const kept: T[] = [];
  for (const item of items) if ((await Promise.all(allow(item))).every(Boolean)) kept.push(item);
  return kept;
}

export async function pickMemberSubjects(
  db: BenchDatabase,
  count: number,
  salt = Math.floor(Math.random() * 1_000_000),
  couldShow?: CouldShow,
): Promise<MemberSubjects> {
  const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).map((r) => r.id);
  const discover = await ids(`
    select a.id from ${sample(salt, 1, count * 4)} join members m on m.id = a.id
    where m.preferences is not null and m.discoverable and a.t >= 6 and cardinality(a.wants) > 0
    order by hashint4(a.i) limit ${count}`);
  const freshLikes = (
    await keepShowable(
      await db.query<{ memberId: string; targetId: string }>(`
        select a.id as "memberId", t.id as "targetId" from ${sample(salt, 2, count * 12)} ${wantedBy('a', 11)}
        where cardinality(a.wants) > 0 and t.id <> a.id and ${untouched('a.id', 't.id')}
        order by hashint4(a.i) limit ${count * (couldShow ? 8 : 1)}`),
      couldShow,
      (pair) => [couldShow!(pair.memberId, pair.targetId)],
    )
  ).slice(0, count);
  const likeBacks = await db.query<{ memberId: string; targetId: string }>(`
    select a.id as "memberId", l.liker_id as "targetId" from ${sample(salt, 3, count * 4)}
    cross join lateral (select liker_id from member_likes where liked_id = a.id order by created_at desc limit 5) l
    where not exists (select 1 from member_likes r where r.liker_id = a.id and r.liked_id = l.liker_id)
      and not exists (select 1 from member_matches mm where mm.member_low_id = least(a.id, l.liker_id) and mm.member_high_id = greatest(a.id, l.liker_id))
      and ${unblocked('a.id', 'l.liker_id')}
      and exists (select 1 from bench_pool p where p.id = l.liker_id)
    order by hashint4(a.i), l.liker_id limit ${count * 5}`);
  const showableBacks = await keepShowable(likeBacks, couldShow, (pair) => [couldShow!(pair.memberId, pair.targetId)]);
  const receivedPremium = await ids(`
    select a.id from ${sample(salt, 4, count * 4, 'i % 12 = 0')} join members m on m.id = a.id
    where m.premium_until > now() + interval '1 hour' and exists (select 1 from member_likes l where l.liked_id = a.id)
    order by hashint4(a.i) limit ${count}`);
  const receivedFree = await ids(`
    select a.id from ${sample(salt, 4, count * 4, 'i % 12 > 1')} join members m on m.id = a.id
    where (m.premium_until is null or m.premium_until < now()) and exists (select 1 from member_likes l where l.liked_id = a.id)
    order by hashint4(a.i) limit ${count}`);
  const receivedFreePopular = await ids(`
    select a.id from bench_pool a join members m on m.id = a.id
    where a.k <= 400 and (m.premium_until is null or m.premium_until < now())
    order by a.k, a.gi limit ${count}`);
  const matches = await ids(`
    select a.id from ${sample(salt, 5, count * 8)}
    where (exists (select 1 from member_matches mm where mm.member_low_id = a.id and mm.ended_at is null)
      or exists (select 1 from member_matches mm where mm.member_high_id = a.id and mm.ended_at is null))
    order by hashint4(a.i) limit ${count}`);
  // Four in five calls show another member's public photo, one in five the viewer's own. Only seeded photos: the
  // files of photos an earlier BENCH_REUSE run uploaded were in that run's media folder, gone since (404).
  const seeded = `ph.public_id like 'benchphoto%'`;
  const others = await db.query<{ memberId: string; photoId: string }>(`
    select a.id as "memberId", ph.id as "photoId" from ${sample(salt, 6, count * 12, 'i % 2 = 0')} ${wantedBy('a', 13)}
    join members o on o.id = t.id and o.photos_public
    join member_photos ph on ph.member_id = o.id and not ph.flagged and ph.status = 'approved' and ${seeded}
    where cardinality(a.wants) > 0 and t.id <> a.id
      and ${unblocked('a.id', 't.id')}
    order by hashint4(a.i) limit ${Math.ceil(count * 0.8)}`);
  const own = await db.query<{ memberId: string; photoId: string }>(`
    select a.id as "memberId", ph.id as "photoId" from ${sample(salt, 6, count * 4, 'i % 2 = 0')} join member_photos ph on ph.member_id = a.id and ${seeded}
    order by hashint4(a.i) limit ${Math.ceil(count * 0.2)}`);
  const photos = [...others.map((p) => ({ ...p, own: false })), ...own.map((p) => ({ ...p, own: true }))].sort(
    (x, y) => (x.photoId < y.photoId ? -1 : 1),
  );
  const uploads = await ids(`
    select a.id from ${sample(salt, 6, count * 3, 'i % 2 = 1')}
    where not exists (select 1 from member_photos ph where ph.member_id = a.id)
    order by hashint4(a.i) limit ${count}`);
  // Race pairs: a from residue 0 wanting b's gender, b from residue 0 too; each member in one pair only.
  const candidates = await db.query<{ a: string; b: string }>(`
    select a.id as a, t.id as b from ${sample(salt, 0, 40000)} ${wantedBy('a', 17)}
    where t.i % 7 = 0 and cardinality(a.wants) > 0 and t.id <> a.id and ${untouched('a.id', 't.id')}
    order by hashint4(a.i) limit 4000`);
  const used = new Set<string>();
  const racePairs: { a: string; b: string }[] = [];
  for (const pair of candidates) {
    if (racePairs.length === 200) break;
    if (used.has(pair.a) || used.has(pair.b)) continue;
    // Both like: each must be someone discover could show the other.
    if (couldShow && !((await couldShow(pair.a, pair.b)) && (await couldShow(pair.b, pair.a)))) continue;
    used.add(pair.a);
    used.add(pair.b);
    racePairs.push(pair);
  }
  // Like backs: one per member, and no target liked back twice.
  const backs: { memberId: string; targetId: string }[] = [];
  const backUsed = new Set<string>();
  for (const pair of showableBacks) {
    if (backs.length === count) break;
    if (backUsed.has(pair.memberId) || backUsed.has(pair.targetId)) continue;
    backUsed.add(pair.memberId);
    backUsed.add(pair.targetId);
    backs.push(pair);
  }
  return {
    discover,
    freshLikes,
    likeBacks: backs,
    receivedPremium,
    receivedFree,
    receivedFreePopular,
    matches,
    photos,
    uploads,
    racePairs,
  };
}

/** Every member id a subject list names as the acting member (who needs a session). */
export function actingMembers(subjects: MemberSubjects): string[] {
  return [
    ...new Set([
      ...subjects.discover,
      ...subjects.freshLikes.map((p) => p.memberId),
      ...subjects.likeBacks.map((p) => p.memberId),
      ...subjects.receivedPremium,
      ...subjects.receivedFree,
      ...subjects.receivedFreePopular,
      ...subjects.matches,
      ...subjects.photos.map((p) => p.memberId),
      ...subjects.uploads,
      ...subjects.racePairs.flatMap((p) => [p.a, p.b]),
    ]),
  ];
}
