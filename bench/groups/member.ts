import { MEMBERS, RUNS, log, startGroup } from '../lib/bench-env';
import { measureDiscoverQuality } from '../lib/discover-quality';
import { failed, measureMemberApi, measureMutualLikeRace } from '../lib/member-api';
import { twelveMegapixelJpeg } from '../lib/member-photo-files';
import type { MemberSessions } from '../lib/member-sessions';
import type { MemberSubjects } from '../lib/member-subjects';
import type { GroupContext } from './context';

/** BENCH_ONLY=member: the member API on the seeded social graph, the mutual-like race and the discover quality simulation. */
export async function measureMemberGroup(ctx: GroupContext, subjects: MemberSubjects, sessions: MemberSessions) {
  const { server, db, results, notes, check } = ctx;
  await startGroup('member', 'member API');
  const upload = await twelveMegapixelJpeg();
  const member = await measureMemberApi(server.url, sessions, subjects, upload, Math.min(RUNS, 40));
  results.memberApi = member;
  const ms = (s: { p95: number; median: number; n: number }) => `${s.p95} ms (median ${s.median}, n=${s.n})`;
  // A figure whose calls failed (a route missing or answering 5xx) is a failed check with the error as its value.
  const figure = <T>(
    name: string,
    target: string,
    result: T | { error: string },
    show: (r: T) => [string, boolean],
  ) => {
    if (failed(result)) return check(name, `error: ${result.error.slice(0, 200)}`, target, false);
    const [value, pass] = show(result);
    check(name, value, target, pass);
  };
  figure('GET /me (session check, no target) p95', '(no target)', member.me, (r) => [ms(r), true]);
  figure(
    'GET /discover, first call of the day (builds the ranked snapshot) p95',
    '< 100 ms',
    member.snapshotBuild,
    (r) => [ms(r), r.p95 < 100],
  );
  figure('GET /discover with ranking, first page p95', '< 50 ms', member.discover, (r) => [
    `${ms(r.first)}; ${r.itemsPerFirstPage} cards a page`,
    r.first.p95 < 50,
  ]);
  if (!failed(member.discover) && member.discover.next)
    figure('GET /discover with ranking, next page p95', '< 50 ms', member.discover.next, (r) => [ms(r), r.p95 < 50]);
  figure('GET /discover/picks p95', '< 30 ms', member.picks, (r) => [ms(r), r.p95 < 30]);
  figure('GET /discover/count p95', '< 50 ms', member.count, (r) => [ms(r), r.p95 < 50]);
  figure('POST /likes/:id, new pair p95', '< 20 ms', member.freshLikes, (r) => [ms(r), r.p95 < 20]);
  figure('POST /likes/:id, liking back (a match) p95', '< 20 ms', member.likeBacks, (r) => [
    `${ms(r)}; ${r.matched} of ${r.calls} answered matched`,
    r.p95 < 20 && r.matched === r.calls,
  ]);
  figure('GET /likes/received, Premium, first page p95', '< 20 ms', member.receivedPremium, (r) => [
    `${ms(r.first)}; ${r.itemsPerFirstPage} cards a page`,
    r.first.p95 < 20,
  ]);
  if (!failed(member.receivedPremium) && member.receivedPremium.next)
    figure('GET /likes/received, Premium, next page p95', '< 20 ms', member.receivedPremium.next, (r) => [
      ms(r),
      r.p95 < 20,
    ]);
  figure('GET /likes/received, Free (count only) p95', '< 20 ms', member.receivedFree, (r) => [
    `${ms(r)}; ${r.premiumRequired} of ${r.calls} premiumRequired`,
    r.p95 < 20,
  ]);
  figure(
    'GET /likes/received, Free, among the most liked (count only) p95',
    '< 20 ms',
    member.receivedFreePopular,
    (r) => [`${ms(r)}; a count of ${r.medianCount.toLocaleString('en')} open likes at the median`, r.p95 < 20],
  );
  figure('GET /matches, first page p95', '< 20 ms', member.matches, (r) => [
    `${ms(r.first)}; ${r.itemsPerFirstPage} a page`,
    r.first.p95 < 20,
  ]);
  if (!failed(member.matches) && member.matches.next)
    figure('GET /matches, next page p95', '< 20 ms', member.matches.next, (r) => [ms(r), r.p95 < 20]);
  figure('GET /photos/:id (visibility check + bytes) p95', '< 10 ms', member.photos, (r) => [
    `${ms(r)}; ${Math.round(r.averageBytes / 1024)} KB average, ${r.own} of ${r.calls} own photos`,
    r.p95 < 10,
  ]);
  figure('POST /me/photos, 12-megapixel JPEG p95', '< 800 ms', member.upload, (r) => [
    `${ms(r)}; ${(r.jpegBytes / 2 ** 20).toFixed(1)} MB, 4000 × 3000`,
    r.p95 < 800,
  ]);
  if (db.kind === 'postgres') {
    const race = await measureMutualLikeRace(server.url, sessions, subjects.racePairs, async (pairs) => {
      const values = pairs.map(({ a, b }) => `('${a}'::uuid, '${b}'::uuid)`).join(', ');
      const [row] = await db.query<{ matches: string; one: string }>(`
        select (select count(*) from member_matches m join (values ${values}) p(a, b) on m.member_low_id = least(p.a, p.b) and m.member_high_id = greatest(p.a, p.b)) as matches,
          (select count(*) from (values ${values}) p(a, b) where (select count(*) from member_matches m where m.member_low_id = least(p.a, p.b) and m.member_high_id = greatest(p.a, p.b)) = 1) as one`);
      await db.close();
      return { matches: Number(row.matches), pairsWithOne: Number(row.one) };
    });
    results.mutualLikeRace = race;
    check(
      `${race.pairs} pairs liking each other at once: matches in the database`,
      `${race.matchesInDatabase} (${race.pairsWithExactlyOneMatch} pairs with exactly one; ${race.answeredMatched} answers said matched; ${race.calls} calls in ${race.seconds} s, ${race.firstTry.unavailable} answered 503 at first and were retried; final answers ${JSON.stringify(race.finalStatuses)})`,
      `exactly ${race.pairs}`,
      race.pairs === 200 &&
        race.matchesInDatabase === 200 &&
        race.pairsWithExactlyOneMatch === 200 &&
        race.failed === 0,
    );
  } else {
    notes.push('The concurrent mutual-like figure runs on the PostgreSQL server only (races only show there).');
  }
  log('discover quality simulation (10,000 viewers, first pages)');
  const quality = measureDiscoverQuality(Math.min(MEMBERS, 1_000_000));
  results.discoverQuality = quality;
  const q = (r: { meanShared: number; gini: number; giniReached: number }) =>
    `${r.meanShared} shared interests and values a card; Gini ${r.gini} over all members, ${r.giniReached} over members some viewer's chunk held`;
  check('Discover quality, old shuffle (first 20 of the walk)', q(quality.shuffle), '(baseline)', null);
  check('Discover quality, ranked without exposure spreading', q(quality.rankedWithoutSpreading), '(comparison)', null);
  // 10,000 first pages of 20 cover at most a fifth of a million members: most get none under any order, so
  // the Gini there says how sparse the day is, not how the order spreads it. The same day over 20,000
  // members (ten first-page slots each) shows the spreading.
  check(
    'Discover quality, ranked (what the server does)',
    q(quality.ranked),
    'more shared than the shuffle, Gini no higher than the shuffle’s',
    quality.ranked.meanShared > quality.shuffle.meanShared && quality.ranked.gini <= quality.shuffle.gini,
  );
  const dense = measureDiscoverQuality(Math.min(MEMBERS, 20_000));
  results.discoverQualityDense = dense;
  check(
    `Discover quality, the same day over ${dense.members.toLocaleString('en')} members: shuffle / ranked`,
    `${q(dense.shuffle)} / ${q(dense.ranked)}`,
    'ranked: more shared than the shuffle; Gini ≤ 0.4 over members reached',
    dense.ranked.meanShared > dense.shuffle.meanShared && dense.ranked.giniReached <= 0.4,
  );
}
