/**
 * `npm run bench`: seeds a large data set, starts the production build, measures and writes
 * bench/results/latest.{md,json}. Loopback only; every loop is bounded by a count or a duration.
 * Environment: DATABASE_URL (a PostgreSQL server; the bench uses a database `blynd_bench` of its own),
 * BENCH_MEMBERS (default 1,000,000 on PostgreSQL, 100,000 on PGlite), BENCH_RUNS (timed calls per
 * figure, default 200), BENCH_ONLY (comma list of: admin,csv,public,frontend,purchase,member,search,chat,tokens;
 * chat (and frontend's chat delivery between two browsers) runs on PostgreSQL only and reads its sizes from
 * CHAT_BENCH_* (see lib/chat.ts); tokens runs on PostgreSQL only: the ledger seeded with BENCH_TOKEN_ENTRIES
 * entries (default 10,000,000), bids on one hot auction at 200/s and a step-up to the ceiling, balance and history
 * reads, the ledger check, each p95 also as a ratio to GET /me's (see lib/tokens.ts); BENCH_ONLY=tokens alone
 * writes to bench/results/tokens),
 * BENCH_REUSE=1 (PostgreSQL only: keep the data set a previous run seeded, skip seeding, measure again; the
 * member figures pick members and pairs that earlier runs left untouched), BENCH_LIKES (likes seeded for the member group, default 20 per member), BENCH_QUIET_LOAD (before each timed
 * group, wait up to BENCH_QUIET_WAIT seconds, default 600, for the 1-minute load average to fall below this
 * figure; the machine is shared), BENCH_PROPOSALS=1
 * (apply bench/proposals/*.sql after seeding, to measure a proposed migration before it is adopted),
 * BENCH_NODE_ARGS (node flags for every server the bench starts, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`),
 * BENCH_DATABASE (database name on the server, default blynd_bench), BENCH_OUT (results folder, default
 * bench/results).
 * The member-web figures (bench/results/member-web): BENCH_ONLY=frontend BENCH_MEMBERS=5000
 * BENCH_OUT=bench/results/member-web; frontend also times chat delivery between two browsers (lib/frontend.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { startPaystackStandIn } from '../server/src/test-support/paystack-stand-in';
import { adminLogin, BENCH_ADMIN, measureAdminReads, measureCsvExport } from './lib/admin';
import { measureAdminSearch } from './lib/admin-search';
import { BENCH_DATABASE, openBenchDatabase } from './lib/database';
import { openDatabase } from '../server/src/db/client';
import { discoverCouldShow } from '../server/src/modules/member-discover/discover.service';
import { chatDelivery, pageLoad, scriptsLoadedBy } from './lib/frontend';
import { matchedWebPair } from './lib/chat-pair';
import { loadTest } from './lib/load';
import { measureDiscoverQuality } from './lib/discover-quality';
import { failed, MEMBER_WARMUP, measureMemberApi, measureMutualLikeRace } from './lib/member-api';
import { twelveMegapixelJpeg, writeSeededPhotoFiles } from './lib/member-photo-files';
import { createMemberSessions, createWebSession, type MemberSessions } from './lib/member-sessions';
import { WEB_SESSION_COOKIE, WEB_SESSION_PATH } from '@blynd/shared';
import { actingMembers, pickMemberSubjects, type MemberSubjects } from './lib/member-subjects';
import { freePort, startNode, type Child } from './lib/processes';
import { measurePurchases } from './lib/purchase';
import {
  CHAT_BENCH,
  chatFleet,
  warmChatLoad,
  measureConversations,
  measureSockets,
  membersFor,
  openFilesLimit,
  type LoadFigures,
} from './lib/chat';
import { startRedis } from '../server/src/test-support/redis-instance';
import { writeResults, type Check } from './lib/report';
import { BULK_LOADED_TABLES, seedStatements } from './lib/seed-sql';
import {
  auctionVerdict,
  BID_STEP,
  BID_TARGET_MS,
  BIDDER_TOKENS,
  BIDDERS_NEEDED,
  HOT_AUCTION,
  measureHotAuction,
  measureMe,
  measureTokenReads,
  pickTokenSubjects,
  timeLedgerCheck,
  TOKEN_TABLES,
  tokenSeedStatements,
  type TokenSubjects,
} from './lib/tokens';
import { dropIndexes, rebuildIndexes, SOCIAL_TABLES, socialSeedStatements, type SeedStep } from './lib/seed-social-sql';

const ROOT = resolve(__dirname, '..');
const serverUrl = process.env.DATABASE_URL;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (serverUrl ? 1_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PROPOSALS = process.env.BENCH_PROPOSALS === '1';
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'admin,csv,public,frontend,purchase,member,search,chat,tokens').split(','),
);
const TOKEN_ENTRIES = Number(process.env.BENCH_TOKEN_ENTRIES ?? 10_000_000);
const REUSE = process.env.BENCH_REUSE === '1' && !!serverUrl;
const LIKES = Number(process.env.BENCH_LIKES ?? MEMBERS * 20);
// Production refuses a guessable secret; every token the bench signs is signed in this run.
const JWT_SECRET = randomBytes(48).toString('base64');

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 0);
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT ?? 600) * 1000;
const loadNow = () => os.loadavg().map((v) => Math.round(v * 100) / 100);
/** The load averages each timed group started at (after the optional wait for a quieter machine). */
const groupLoads: Record<string, number[]> = {};
async function startGroup(name: string, message: string) {
  const deadline = Date.now() + QUIET_WAIT_MS;
  if (QUIET_LOAD > 0 && os.loadavg()[0] >= QUIET_LOAD)
    log(`waiting up to ${QUIET_WAIT_MS / 1000} s for the load average (${loadNow()[0]}) to fall below ${QUIET_LOAD}`);
  while (QUIET_LOAD > 0 && os.loadavg()[0] >= QUIET_LOAD && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  groupLoads[name] = loadNow();
  log(`${message} (load average ${groupLoads[name].join(' / ')})`);
}

async function main() {
  const started = Date.now();
  const load = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const paystack = await startPaystackStandIn({ secretKey: 'sk_test_bench_stand_in' });
  paystack.autoPay = true;
  const db = await openBenchDatabase(serverUrl, { reuse: REUSE });
  const port = await freePort();
  const mediaDir = mkdtempSync(join(os.tmpdir(), 'blynd-bench-media-'));
  const serverEnv = {
    ...db.serverEnv,
    // Production needs a database server; PGlite runs in development mode, otherwise configured alike.
    NODE_ENV: db.kind === 'postgres' ? 'production' : 'development',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_ALLOW_TEST_KEYS: 'true',
    PAYSTACK_BASE_URL: paystack.url,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_ACCESS_CODE: BENCH_ADMIN.passcode,
    // Production refuses the member API's sandboxes; the bench sends no SMS and checks no faces.
    SMS_PROVIDER: 'termii',
    SMS_API_KEY: 'bench-unused',
    SMS_SENDER_ID: 'Blynd',
    LIVENESS_PROVIDER: 'rekognition',
    AWS_REGION: 'eu-west-1',
    MEDIA_DIR: mediaDir,
    TRUST_PROXY: '1',
  };
  const startServer = (env: Record<string, string>) =>
    startNode(join(ROOT, 'server/dist/index.js'), [], { ...serverEnv, ...env }, port, '/readyz', ROOT);

  log(
    REUSE
      ? `${db.kind}: reusing the seeded data set (BENCH_REUSE=1)`
      : `${db.kind}: migrating and seeding the demo data set`,
  );
  await db.close();
  let server: Child;
  if (!REUSE) {
    // Production refuses the demo data set, so the step that migrates and seeds it runs in development mode.
    server = await startServer({ SEED_DEMO: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' });
    await server.stop();
  }

  if (!REUSE) log(`seeding ${MEMBERS.toLocaleString('en')} members with set-based SQL`);
  const seedStarted = Date.now();
  const steps: { label: string; seconds: number }[] = [];
  // Indexes of the big tables are built after the load (faster than keeping them up to date row by row);
  // the social tables go in before the final vacuum analyze, so it covers them too.
  const base = seedStatements(MEMBERS);
  const social = ONLY.has('member') ? socialSeedStatements(LIKES) : { load: [], afterIndexes: [] };
  const tokensHere = ONLY.has('tokens') && db.kind === 'postgres';
  // Three runs' worth of bidders, so BENCH_REUSE=1 runs find bidders who never bid.
  const tokens = tokensHere ? tokenSeedStatements(MEMBERS, TOKEN_ENTRIES, BIDDERS_NEEDED * 3) : [];
  const seedSteps: SeedStep[] = [
    dropIndexes([
      ...BULK_LOADED_TABLES,
      ...(ONLY.has('member') ? SOCIAL_TABLES : []),
      ...(tokensHere ? TOKEN_TABLES : []),
    ]),
    ...base.slice(0, -1),
    ...social.load,
    ...tokens,
    rebuildIndexes(),
    ...social.afterIndexes,
    base.at(-1)!,
  ];
  for (const step of REUSE ? [] : seedSteps) {
    const t = Date.now();
    await ('sql' in step ? db.exec(step.sql) : step.run(db));
    steps.push({ label: step.label, seconds: Math.round((Date.now() - t) / 100) / 10 });
    log(`  ${step.label}: ${steps.at(-1)!.seconds} s`);
  }
  const seedSeconds = Math.round((Date.now() - seedStarted) / 100) / 10;
  const proposals = PROPOSALS
    ? readdirSync(join(__dirname, 'proposals'))
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];
  for (const file of proposals) {
    log(`applying proposal ${file}`);
    // PGlite's exec and pg's simple query both take several statements, except VACUUM inside a batch on pg.
    for (const statement of readFileSync(join(__dirname, 'proposals', file), 'utf8')
      .split(/;\s*\n/)
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean)) {
      await db.exec(statement);
    }
  }
  const counted = [
    'members',
    'signup_authentications',
    'member_photos',
    'reports',
    'contact_messages',
    'payments',
    'subscriptions',
    'member_likes',
    'member_passes',
    'member_matches',
    'photo_requests',
    'member_blocks',
    ...(tokensHere ? ['token_accounts', 'token_postings', 'token_entries', 'auction_bids'] : []),
  ];
  const counts = await db.query<{ t: string; n: string }>(
    counted.map((t) => `select '${t}' t, count(*) n from ${t}`).join(' union all '),
  );
  let subjects: MemberSubjects | undefined;
  let sessions: MemberSessions | undefined;
  if (ONLY.has('member')) {
    log('member API: photo files, subjects and sessions');
    await writeSeededPhotoFiles(mediaDir);
    // On PostgreSQL, like subjects pass the server's own like rule (discover could show them, decision 0076).
    const rules = serverUrl
      ? await openDatabase({ url: db.serverEnv.DATABASE_URL, pgliteDir: '', poolSize: 4 })
      : undefined;
    const now = new Date();
    subjects = await pickMemberSubjects(
      db,
      RUNS + MEMBER_WARMUP + 5,
      undefined,
      rules ? (viewerId, memberId) => discoverCouldShow(rules.db, viewerId, memberId, now) : undefined,
    );
    await rules?.close();
    sessions = await createMemberSessions(db, actingMembers(subjects), JWT_SECRET);
    log(`  ${sessions.count} member sessions`);
  }
  let tokenSubjects: TokenSubjects | undefined;
  let tokenSessions: MemberSessions | undefined;
  if (tokensHere) {
    log('tokens: subjects and sessions');
    tokenSubjects = await pickTokenSubjects(db, RUNS + 10);
    const { realistic, long, bidders } = tokenSubjects;
    tokenSessions = await createMemberSessions(db, [...realistic, ...long, ...bidders], JWT_SECRET);
    log(`  ${tokenSessions.count} member sessions (${bidders.length} bidders)`);
  }
  // A discover viewer signed in on the web, for the LCP of /app/discover.
  let webSession: { memberId: string; refreshToken: string } | undefined;
  let chatter = '';
  if (ONLY.has('frontend')) {
    const [viewer] =
      subjects?.discover ??
      (
        await db.query<{ id: string }>(
          `select id from members where completed_signup and discoverable and not is_blocked and interested_in is not null order by created_at limit 1`,
        )
      ).map((row) => row.id);
    webSession = { memberId: viewer, refreshToken: await createWebSession(db, viewer) };
    // Another member for the chat figure: they and someone from their discover like each other once the server runs.
    [{ id: chatter }] = await db.query<{ id: string }>(
      `select id from members where completed_signup and discoverable and not is_blocked and interested_in is not null and id <> '${viewer}' order by created_at desc limit 1`,
    );
  }
  const dbVersion = await db.version();
  // The load leaves gigabytes of dirty pages, which the checkpointer would write out over the next minutes, beside
  // the first timed calls: written now, so the figures time the product, not the tail of the bulk load.
  if (db.kind === 'postgres') {
    const t = Date.now();
    await db.exec('checkpoint').then(
      () => log(`  checkpoint: ${Math.round((Date.now() - t) / 100) / 10} s`),
      (error: Error) => log(`  checkpoint skipped: ${error.message}`),
    );
  }
  await db.close();

  log('starting the production build');
  server = await startServer({ SEED_DEMO: 'false' });
  const results: Record<string, unknown> = {};
  const checks: Check[] = [];
  const notes: string[] = proposals.length
    ? [`Measured with proposed migrations applied: ${proposals.join(', ')} (BENCH_PROPOSALS=1).`]
    : [];
  const check = (figure: string, value: number | string, target: string, pass: boolean | null) =>
    checks.push({ figure, value, target, pass });
  if (ONLY.has('member') && !REUSE) {
    const likes = Number(counts.find((c) => c.t === 'member_likes')?.n ?? 0);
    check(
      'Seed, set-based: members and everything around them, likes, passes, matches',
      `${seedSeconds} s (${likes.toLocaleString('en')} likes)`,
      '< 300 s',
      seedSeconds < 300,
    );
  }

  try {
    const session = await adminLogin(server.url);
    if (ONLY.has('admin')) {
      log('admin reads');
      const admin = await measureAdminReads(
        server.url,
        session,
        MEMBERS,
        RUNS,
        '2347' + String(Math.floor(MEMBERS / 3)).padStart(9, '0'),
      );
      results.admin = admin;
      check(
        'Dashboard analytics p95',
        `${admin.dashboard.p95} ms (median ${admin.dashboard.median})`,
        '< 150 ms',
        admin.dashboard.p95 < 150,
      );
      for (const [key, label] of [
        ['membersFirstPage', 'Members, first page'],
        ['membersDeepPage', 'Members, deep page'],
        ['authenticationsFirstPage', 'Authentications, first page'],
        ['authenticationsDeepPage', 'Authentications, deep page'],
      ] as const) {
        check(`${label} p95`, `${admin[key].p95} ms (median ${admin[key].median})`, '< 50 ms', admin[key].p95 < 50);
      }
      check(
        'Phone search p95',
        `${admin.phoneSearch.p95} ms (median ${admin.phoneSearch.median})`,
        '< 5 ms',
        admin.phoneSearch.p95 < 5,
      );
      check(
        'Name or partial phone search p95',
        `${admin.nameOrPhoneSearch.p95} ms (median ${admin.nameOrPhoneSearch.median})`,
        '(no target)',
        null,
      );
      notes.push(
        `Deep pages use the legacy offset calls at offset ${Math.min(500_000, Math.floor(MEMBERS / 2)).toLocaleString('en')}.`,
      );
    }
    if (ONLY.has('search')) {
      await startGroup('search', 'admin search, every form');
      const search = await measureAdminSearch(server.url, session, MEMBERS, RUNS);
      results.adminSearch = search;
      for (const figure of Object.values(search)) {
        const target = figure.route === 'getsingleUser' ? 5 : 50;
        check(
          `Users search: ${figure.label} p95`,
          `${figure.p95} ms (median ${figure.median}; ${figure.averageTotal.toLocaleString('en')} found on average, n=${figure.n})`,
          `< ${target} ms`,
          figure.p95 < target,
        );
      }
    }
    if (ONLY.has('member') && subjects && sessions) {
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
        figure('GET /discover with ranking, next page p95', '< 50 ms', member.discover.next, (r) => [
          ms(r),
          r.p95 < 50,
        ]);
      figure('GET /discover/picks p95', '< 30 ms', member.picks, (r) => [ms(r), r.p95 < 30]);
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
      check(
        'Discover quality, ranked without exposure spreading',
        q(quality.rankedWithoutSpreading),
        '(comparison)',
        null,
      );
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
    if (ONLY.has('csv')) {
      log('CSV export');
      const csv = await measureCsvExport(server.url, session, server.pid, 3);
      results.csvExport = csv;
      check(
        'CSV export of all members',
        `${Math.round(csv.rowsPerSec.median).toLocaleString('en')} rows/s median, ${Math.round(csv.rowsPerSec.min).toLocaleString('en')} worst (${csv.rows.toLocaleString('en')} rows)`,
        '≥ 100,000 rows/s',
        csv.rowsPerSec.min >= 100_000,
      );
      check(
        'CSV export peak RSS growth',
        `${Math.round(csv.rssGrowthMb.max)} MB (median ${Math.round(csv.rssGrowthMb.median)})`,
        '< 100 MB',
        csv.rssGrowthMb.max < 100,
      );
    }
    if (ONLY.has('public')) {
      log('public API vs bare Express (autocannon)');
      const publicPaths = ['/api/v1/public/plans', '/api/v1/public/ads'];
      // The bare app copies each answer's body and headers from the product at start: the same bytes.
      const bare = await startNode(
        join(__dirname, 'lib/bare-express.cjs'),
        [],
        { SOURCE_URL: server.url, PATHS: publicPaths.join(',') },
        await freePort(),
        '/healthz',
        ROOT,
      );
      const publicFigures: Record<string, unknown> = {};
      try {
        // Side by side: short runs alternating which server goes first, so a change in the machine's load
        // (other processes on two shared cores) hits both; the figure is the median of the paired ratios.
        for (const path of publicPaths) {
          const pairs: {
            production: Awaited<ReturnType<typeof loadTest>>;
            bareExpress: Awaited<ReturnType<typeof loadTest>>;
            ratio: number;
          }[] = [];
          for (let round = 0; round < 6; round += 1) {
            const first = round % 2 === 0 ? 'production' : 'bare';
            const a = await loadTest(first === 'production' ? server.url : bare.url, path, {
              duration: 3,
              pid: first === 'production' ? server.pid : bare.pid,
            });
            const b = await loadTest(first === 'production' ? bare.url : server.url, path, {
              duration: 3,
              pid: first === 'production' ? bare.pid : server.pid,
            });
            const [production, bareExpress] = first === 'production' ? [a, b] : [b, a];
            pairs.push({ production, bareExpress, ratio: production.requestsPerSec / bareExpress.requestsPerSec });
          }
          const ratios = pairs.map((pair) => pair.ratio).sort((x, y) => x - y);
          const ratio = Math.round(((ratios[2] + ratios[3]) / 2) * 100) / 100;
          const total = (key: 'production' | 'bareExpress') =>
            Math.round(pairs.reduce((sum, pair) => sum + pair[key].requestsPerSec, 0) / pairs.length);
          const non2xx = pairs.reduce((sum, pair) => sum + pair.production.non2xx + pair.production.errors, 0);
          const p99 = Math.max(...pairs.map((pair) => pair.production.latency.p99));
          publicFigures[path] = { pairs, ratios, ratio };
          check(
            `${path} throughput vs bare Express`,
            `${ratio} median of ${pairs.length} paired runs (range ${ratios[0].toFixed(2)}–${ratios.at(-1)!.toFixed(2)}; mean ${total('production')} vs ${total('bareExpress')} req/s)`,
            '≥ 0.85',
            ratio >= 0.85,
          );
          const cpuRatios = pairs
            .map((pair) => pair.production.serverCpuUsPerRequest! / pair.bareExpress.serverCpuUsPerRequest!)
            .sort((x, y) => x - y);
          check(
            `${path} server CPU per request vs bare Express`,
            `${(Math.round(((cpuRatios[2] + cpuRatios[3]) / 2) * 100) / 100).toFixed(2)} median (range ${cpuRatios[0].toFixed(2)}–${cpuRatios.at(-1)!.toFixed(2)}); load moves it less than throughput`,
            '(no target)',
            null,
          );
          check(`${path} non-2xx answers`, non2xx, '0', non2xx === 0);
          check(
            `${path} p99 latency`,
            `${p99} ms worst at ~${total('production')} req/s, 10 connections`,
            '< 25 ms',
            p99 < 25,
          );
        }
      } finally {
        await bare.stop();
      }
      results.publicApi = publicFigures;
    }
    if (ONLY.has('frontend')) {
      log('front end: bytes transferred, LCP and CLS in Chromium (slow 4G, 4× CPU)');
      const adminSession = {
        'blynd.adminId': session.adminId,
        'blynd.adminToken': session.auth.replace('Bearer ', ''),
      };
      const scripts = await scriptsLoadedBy(server.url, [
        { path: '/' },
        { path: '/control/center/auth/login' },
        { path: '/control/center/app', localStorage: adminSession },
      ]);
      const memberCookie = [
        {
          name: WEB_SESSION_COOKIE,
          value: webSession!.refreshToken,
          url: `${server.url}${WEB_SESSION_PATH}`,
          httpOnly: true,
          sameSite: 'Strict' as const,
        },
      ];
      const loads = {
        '/': await pageLoad(server.url, '/', 5),
        '/premium': await pageLoad(server.url, '/premium', 3),
        '/safety': await pageLoad(server.url, '/safety', 3),
        '/app/discover': await pageLoad(server.url, '/app/discover', 5, 4, memberCookie, 'article.m-card'),
      };
      // The pair signs in while the server runs: the bench writes their sessions beside it, which PGlite (one
      // process's at a time) cannot share.
      let chat: Awaited<ReturnType<typeof chatDelivery>> | undefined;
      if (db.kind === 'postgres') {
        log('  chat delivery between two browsers (40 messages)');
        const pair = await matchedWebPair(server.url, db, chatter, JWT_SECRET);
        chat = await chatDelivery(server.url, pair.matchId, pair.a, pair.b, 40);
      } else notes.push('The chat delivery between two browsers runs on the PostgreSQL server only.');
      results.frontend = { scripts, loads, chat };
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      check(
        'JavaScript transferred for / (as served, compressed)',
        `${kb(scripts[0].transferredBytes)} in ${scripts[0].files.length} files`,
        '≤ 120 KB',
        scripts[0].transferredBytes <= 120 * 1024,
      );
      check(
        'JavaScript transferred for the control centre login',
        `${kb(scripts[1].transferredBytes)} in ${scripts[1].files.length} files`,
        '(no target)',
        null,
      );
      check(
        'JavaScript transferred for the control centre dashboard, signed in',
        `${kb(scripts[2].transferredBytes)} in ${scripts[2].files.length} files`,
        '(no target)',
        null,
      );
      check(
        'Total transferred for / (everything, cold)',
        `${kb(loads['/'].transferredBytes.max)} in ${loads['/'].requests} requests`,
        '≤ 150 KB',
        loads['/'].transferredBytes.max <= 150 * 1024,
      );
      for (const [path, load] of Object.entries(loads)) {
        const limit = ({ '/': 1500, '/app/discover': 2000 } as Record<string, number>)[path];
        const target = limit ? `< ${limit} ms` : '(no target)';
        check(
          `LCP of ${path}, slow 4G + 4× CPU`,
          `${Math.round(load.lcp.p95)} ms p95 (median ${Math.round(load.lcp.median)}, element ${load.lcpElement})`,
          target,
          limit ? load.lcp.p95 < limit : null,
        );
        if (load.shown)
          check(
            `First card of ${path} on screen, slow 4G + 4× CPU (the LCP element only when its text is the largest)`,
            `${Math.round(load.shown.p95)} ms p95 (median ${Math.round(load.shown.median)})`,
            '(issue 26: < 2000 ms)',
            null,
          );
        check(
          `CLS of ${path}, slow 4G + 4× CPU`,
          `${load.cls.max.toFixed(3)} worst (median ${load.cls.median.toFixed(3)})`,
          '< 0.05',
          load.cls.max < 0.05,
        );
      }
      if (chat)
        check(
          'Chat message typed in one browser → shown in the other, p50 / p95 (two contexts, live channel)',
          `${Math.round(chat.delivery.median)} / ${Math.round(chat.delivery.p95)} ms (${chat.messages} messages, alternating; ${chat.framesSeen} arrived as live frames; requests during them: ${Object.entries(
            chat.requests,
          )
            .map(([key, count]) => `${key} ${count}`)
            .join(', ')})`,
          '< 500 ms p95',
          chat.delivery.p95 < 500,
        );
    }
    if (ONLY.has('purchase')) {
      log('purchases against the Paystack stand-in');
      const plans = (await (await fetch(`${server.url}/api/v1/public/plans`)).json()) as {
        plans: { name: string; weeklyPrice: number }[];
      };
      const price = plans.plans.find((p) => p.name === 'Spark')!.weeklyPrice;
      const purchase = await measurePurchases(server.url, MEMBERS, 200, 4, price);
      results.purchase = purchase;
      check(
        'Purchase initiate + verify p95',
        `${Math.round(purchase.initiateVerifyMs.p95)} ms (median ${Math.round(purchase.initiateVerifyMs.median)})`,
        '(no target)',
        purchase.failures === 0 ? null : false,
      );
      check(
        'Purchases sustained',
        `${purchase.purchasesPerSec}/s (${purchase.purchases} in ${purchase.seconds} s, ${purchase.concurrency} at a time, ${purchase.failures} failed)`,
        '(no target)',
        purchase.failures === 0 ? null : false,
      );
      if (purchase.firstError) notes.push(`First purchase failure: ${purchase.firstError}`);
    }
    if (tokensHere && tokenSubjects && tokenSessions) {
      await startGroup('tokens', 'tokens and auctions');
      const { realistic, long, bidders } = tokenSubjects;
      await measureMe(server.url, tokenSessions, realistic, 50); // warms the fresh server up (JIT, pool); not kept
      const meBefore = await measureMe(server.url, tokenSessions, realistic, RUNS);
      log('  balance and history reads');
      const reads = await measureTokenReads(server.url, tokenSessions, tokenSubjects, RUNS);
      log(`  bids on one hot auction at ${HOT_AUCTION.rate}/s, then the step-up`);
      const auction = await measureHotAuction(server.url, tokenSessions, db, bidders, log);
      const meAfter = await measureMe(server.url, tokenSessions, realistic, RUNS);
      log('  the ledger check (verifyLedger)');
      const ledger = await timeLedgerCheck(db.serverEnv.DATABASE_URL!);
      await db.close();
      results.tokens = {
        meBefore,
        meAfter,
        reads,
        auction,
        ledger,
        subjects: { ...tokenSubjects, bidders: bidders.length },
      };
      // The yardstick: GET /me p95, measured before and after the group (the machine's load moves during it).
      const me = (meBefore.p95 + meAfter.p95) / 2;
      const ms = (s: { p95: number; median: number; n: number }) =>
        `${s.p95} ms = ${(s.p95 / me).toFixed(2)} × GET /me (median ${s.median}, n=${s.n})`;
      check(
        'GET /me p95, before / after the tokens group (the yardstick of the ratios: their mean)',
        `${meBefore.p95} / ${meAfter.p95} ms (medians ${meBefore.median} / ${meAfter.median})`,
        '(no target)',
        null,
      );
      const hot = auction.hot;
      check(
        `POST /auctions/:id/bids, one hot auction at ${HOT_AUCTION.rate}/s offered, p95`,
        `${ms(hot.latency)}; after ${HOT_AUCTION.warmupSeconds} s at the same rate on another auction, not counted (p95 ${auction.warmup.latency.p95} ms); ${hot.achievedRate}/s sent, ${hot.accepted} accepted, ${hot.tooLow} too low, ${hot.errors} errors (${JSON.stringify(hot.statuses)}); the auction placed ${hot.placedPerSecond} bids/s until the last answer`,
        `< ${BID_TARGET_MS} ms, no errors`,
        hot.latency.p95 < BID_TARGET_MS && hot.errors === 0,
      );
      const steps = auction.steps.map(
        (s) => `${s.offeredRate}/s ${s.latency.p95} ms${s.errors ? ` ${s.errors} errors` : ''}`,
      );
      check(
        'Bids sustained on one auction (ceiling: p95 under target, no errors)',
        `${auction.ceiling}/s${auction.ceilingIsTheLastStep ? (auction.outOfBidders ? ' or more (the bidders who never bid ran out before the next step)' : ' or more (the last step)') : ''} (steps of ${auction.steps[0]?.seconds ?? 0} s, p95: ${steps.join('; ')})`,
        `≥ ${HOT_AUCTION.rate}/s`,
        auction.ceiling >= HOT_AUCTION.rate,
      );
      const alone = auction.alone;
      check(
        'POST /auctions/:id/bids, one at a time on one auction (each waits for the answer before)',
        `${ms(alone.latency)}; ${alone.achievedRate}/s, ${alone.errors} errors`,
        '(no target)',
        alone.errors === 0 ? null : false,
      );
      const verdict = auctionVerdict([hot, auction.warmup, alone, ...auction.steps]);
      check(
        'Every bench auction afterwards: one leader (the highest maximum), only its tokens held, the price rule',
        verdict.value,
        'all hold',
        verdict.ok,
      );
      if (hot.firstError) notes.push(`First bid error at ${HOT_AUCTION.rate}/s: ${hot.firstError}`);
      for (const [label, figure] of [
        ['GET /tokens (balance), realistic history', reads.balanceRealistic],
        ['GET /tokens/history, first page, realistic history', reads.historyRealistic],
        [
          `GET /tokens (balance), long history (${tokenSubjects.longPostings.toLocaleString('en')} postings)`,
          reads.balanceLong,
        ],
        [
          `GET /tokens/history, first page, long history (${tokenSubjects.longPostings.toLocaleString('en')} postings)`,
          reads.historyLong,
        ],
      ] as const)
        check(`${label} p95`, ms(figure), '< 10 ms', figure.p95 < 10);
      check(
        'Ledger check (verifyLedger, as npm run tokens:verify)',
        `${ledger.seconds} s for ${ledger.entries.toLocaleString('en')} entries (${ledger.entriesPerSecond.toLocaleString('en')} entries/s), ${ledger.accounts.toLocaleString('en')} accounts; total ${ledger.total}, ${ledger.drifted} drifted, ${ledger.unbalancedPostings} unbalanced`,
        'passes',
        ledger.ok,
      );
      notes.push(
        `Tokens: ${tokenSubjects.averageRealistic} postings on average for a realistic history (${realistic.length} members read, one call each), ${long.length} long histories of ${tokenSubjects.longPostings.toLocaleString('en')} postings read in turn; each bid from its own member with ${BIDDER_TOKENS.toLocaleString('en')} tokens, a maximum ${BID_STEP} above the bid sent before it, on a fresh auction per run.`,
      );
    } else if (ONLY.has('tokens')) {
      notes.push('The tokens figures run on the PostgreSQL server only.');
    }
    if (ONLY.has('chat') && db.kind === 'postgres') {
      await startGroup('chat', 'chat and the live channel');
      const dbUrl = db.serverEnv.DATABASE_URL!;
      const startInstance = async (env: Record<string, string>) =>
        startNode(
          join(ROOT, 'server/dist/index.js'),
          [],
          { ...serverEnv, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
          await freePort(),
          '/readyz',
          ROOT,
        );
      const size = { ...CHAT_BENCH, members: membersFor(CHAT_BENCH.rate, CHAT_BENCH.members) };
      // Each socket is an open file on both sides; this process also holds the load's HTTP connections.
      const files = openFilesLimit();
      const sockets = Math.min(size.sockets, Number.isFinite(files) ? files - 500 : size.sockets);
      if (sockets < size.sockets)
        notes.push(
          `Chat: ${size.sockets} sockets asked, ${sockets} held: the open-file limit (ulimit -n) is ${files}; raise it before the run.`,
        );
      notes.push(
        `Chat sizes: ${sockets} sockets, ${size.members} members chatting at ${size.rate} messages/s asked for ${size.seconds} s each run, ${size.conversations} conversations (open-file limit ${files}).`,
      );
      const smoke = sockets < 5000 || size.seconds < 60 || size.rate < 1000 || size.conversations < 500;
      if (smoke)
        notes.unshift(
          `**SMOKE SIZE** (chat): ${sockets} sockets, ${size.members} members at ${size.rate} messages/s for ${size.seconds} s; this proves the bench runs, its figures are not the full-size ones (5,000 sockets, 1,000 messages/s for 60 s).`,
        );
      const chat: Record<string, unknown> = { size, smoke, openFilesLimit: files };
      const alone = await startInstance({});
      try {
        log(`  ${sockets} sockets on one instance`);
        const held = await measureSockets(dbUrl, alone.url, alone.pid, JWT_SECRET, sockets);
        chat.sockets = held;
        check(
          `Chat: authenticated sockets held by one instance`,
          `${held.open} of ${held.sockets} open (opened in ${held.openSeconds} s); RSS ${held.rssBeforeMb} → ${held.rssAfterMb} MB, ${held.kbPerSocket} KB a socket`,
          `${size.sockets} open`,
          held.open === size.sockets,
        );
        log(`  ${size.members} members chatting through one instance`);
        chat.oneInstance = await warmChatLoad(
          [alone.url],
          await chatFleet(dbUrl, size.members, JWT_SECRET),
          size.rate,
          size.seconds,
          [alone.pid],
          dbUrl,
        );
        log(`  ${size.conversations} conversations: list and history`);
        chat.conversations = await measureConversations(dbUrl, alone.url, JWT_SECRET, size.conversations, RUNS);
      } finally {
        await alone.stop();
      }
      const redis = await startRedis();
      const [a, b] = [await startInstance({ REDIS_URL: redis.url }), await startInstance({ REDIS_URL: redis.url })];
      try {
        log(`  ${size.members} members chatting across two instances and Redis`);
        chat.twoInstances = await warmChatLoad(
          [a.url, b.url],
          await chatFleet(dbUrl, size.members, JWT_SECRET),
          size.rate,
          size.seconds,
          [a.pid, b.pid],
          dbUrl,
        );
      } finally {
        await a.stop();
        await b.stop();
        await redis.stop();
      }
      const relay = await startNode(
        join(__dirname, 'lib/bare-ws-relay.cjs'),
        [],
        {},
        await freePort(),
        '/healthz',
        ROOT,
      );
      try {
        log(`  the same load through a bare ws relay`);
        chat.bareRelay = await warmChatLoad(
          [relay.url],
          await chatFleet(dbUrl, size.members, JWT_SECRET),
          size.rate,
          size.seconds,
          [relay.pid],
        );
      } finally {
        await relay.stop();
      }
      results.chat = chat;
      // The issue's targets: p99 < 100 ms through one instance, < 150 ms through two and Redis (the relay is the
      // yardstick); the list and a history page p95 < 20 ms for a member with 500 conversations.
      const load = (label: string, r: Awaited<ReturnType<typeof warmChatLoad>>, targetP99Ms?: number) => {
        check(
          `Chat, ${label}: delivery p50 / p99 (POST sent → frame at the partner)`,
          `${r.endToEndMs.median} / ${r.endToEndMs.p99} ms (${r.sent} messages, ${r.achievedRate}/s of ${r.plannedRate}/s planned; POST p99 ${r.postMs.p99} ms); after ${r.warmUp.seconds} s of the same load, not counted (p50 / p99 ${r.warmUp.endToEndMs.median} / ${r.warmUp.endToEndMs.p99} ms, ${r.warmUp.sent} messages, ${r.warmUp.lost} lost, ${r.warmUp.failed} failed)`,
          targetP99Ms === undefined
            ? '(no target)'
            : `p99 < ${targetP99Ms} ms at ${CHAT_BENCH.rate}/s, no failed sends`,
          targetP99Ms === undefined
            ? r.failed === 0
              ? null
              : false
            : r.failed === 0 && r.endToEndMs.p99 < targetP99Ms && r.achievedRate >= 0.95 * CHAT_BENCH.rate,
        );
        check(
          `Chat, ${label}: delivery after the POST answer p50 / p99 (0 when the frame came first)`,
          `${r.deliveryMs.median} / ${r.deliveryMs.p99} ms (${r.framesBeforeAnswer} of ${r.sent} frames came before the answer)`,
          '(no target)',
          null,
        );
        check(
          `Chat, ${label}: lost / duplicated / out of order`,
          `${r.lost} / ${r.duplicated} / ${r.outOfOrder} (${r.failed} sends failed: ${JSON.stringify(r.statuses)}${r.failed ? `; ${JSON.stringify(r.failures)}` : ''})`,
          '0 / 0 / 0',
          r.lost === 0 && r.duplicated === 0 && r.outOfOrder === 0 && r.failed === 0,
        );
      };
      const [one, two, bare] = [chat.oneInstance, chat.twoInstances, chat.bareRelay] as Awaited<
        ReturnType<typeof warmChatLoad>
      >[];
      load('one instance', one!, 100);
      load('two instances and Redis', two!, 150);
      load('bare ws relay', bare!);
      notes.push(
        `Chat delivery p99 (ms) of each second's messages, one instance: ${one!.perSecondP99Ms.join(' ')}; two instances and Redis: ${two!.perSecondP99Ms.join(' ')}.`,
      );
      const cpu = ({ cpu: c }: LoadFigures) =>
        `machine ${c.machineBusyPercent}% busy (${c.stealPercent}% stolen by the host); a message ${c.serverMsPerMessage} ms of server CPU, ${c.postgresMsPerMessage} ms of PostgreSQL's (${c.benchPostgresMsPerMessage} ms in the connections to the bench's database), ${c.generatorMsPerMessage} ms of the load generator's`;
      notes.push(
        `Chat CPU over each counted minute (both cores = 100%), one instance: ${cpu(one!)}; two instances and Redis: ${cpu(two!)}; bare relay: ${cpu(bare!)}.`,
      );
      const scans = ({ tableScans: s }: Awaited<ReturnType<typeof warmChatLoad>>) =>
        s ? `${s.scans} (${s.rowsRead.toLocaleString('en')} rows read)` : 'not counted';
      notes.push(
        `Seq scans of the chat tables during each counted minute, by any statement (the send's own read every table by index, decision 0129; a seq scan of a small table is the right plan elsewhere), one instance: ${scans(one!)}; two instances and Redis: ${scans(two!)}.`,
      );
      const ratio = (x: number, y: number) => Math.round((x / y) * 100) / 100;
      // The load is offered at a fixed rate, so throughput falls below the relay's only where we cannot keep up.
      check(
        'Chat throughput vs bare ws relay at the same offered load (one instance / two)',
        `${ratio(one!.achievedRate, bare!.achievedRate)} / ${ratio(two!.achievedRate, bare!.achievedRate)}`,
        '(no target)',
        null,
      );
      check(
        'Chat delivery p99 (POST sent → frame) vs bare ws relay (one instance / two)',
        `${ratio(one!.endToEndMs.p99, bare!.endToEndMs.p99)} / ${ratio(two!.endToEndMs.p99, bare!.endToEndMs.p99)} (bare relay p99 ${bare!.endToEndMs.p99} ms)`,
        '(no target)',
        null,
      );
      const conv = chat.conversations as Awaited<ReturnType<typeof measureConversations>>;
      check(
        `GET /conversations, ${conv.conversations} conversations, first page p95`,
        `${conv.conversationsFirstPage.p95} ms (median ${conv.conversationsFirstPage.median}, n=${conv.conversationsFirstPage.n})`,
        'p95 < 20 ms',
        conv.conversationsFirstPage.p95 < 20,
      );
      check(
        'GET /matches/:id/messages, a history page of 50 p95',
        `${conv.historyPage.p95} ms (median ${conv.historyPage.median}, n=${conv.historyPage.n})`,
        'p95 < 20 ms',
        conv.historyPage.p95 < 20,
      );
    } else if (ONLY.has('chat')) {
      notes.push('The chat figures run on the PostgreSQL server only.');
    }
  } finally {
    await server.stop();
    await paystack.close();
    // Groups that read the data set while the server runs (the chat pair of the front-end group) reopen it.
    await db.close();
  }

  const cpus = os.cpus();
  const output = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus[0]?.model ?? 'unknown',
      cores: cpus.length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      os: `${os.type()} ${os.release()}`,
      load,
    },
    versions: { node: process.version, database: dbVersion },
    database: db.kind === 'postgres' ? `PostgreSQL server (database ${BENCH_DATABASE})` : 'PGlite (embedded)',
    members: MEMBERS,
    rows: Object.fromEntries(counts.map((c) => [c.t, Number(c.n)])),
    seed: { seconds: seedSeconds, steps },
    likesRequested: ONLY.has('member') ? LIKES : 0,
    loadAtGroupStart: groupLoads,
    runsPerFigure: RUNS,
    proposalsApplied: proposals,
    checks,
    notes,
    results,
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  const tokensOnly = ONLY.size === 1 && ONLY.has('tokens');
  const resultsDir = resolve(process.env.BENCH_OUT ?? join(__dirname, 'results', ...(tokensOnly ? ['tokens'] : [])));
  writeResults(resultsDir, output);
  log(
    `done in ${output.totalSeconds} s: ${checks.filter((c) => c.pass === false).length} target(s) missed; see ${join(resultsDir, 'latest.md')}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
