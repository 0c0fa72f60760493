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
import os from 'node:os';
import { mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startPaystackStandIn } from '../server/src/test-support/paystack-stand-in';
import { measureAdminGroup, measureCsvGroup, measureSearchGroup } from './groups/admin';
import { measureChatGroup } from './groups/chat';
import type { GroupContext } from './groups/context';
import { measureFrontendGroup } from './groups/frontend';
import { measureMemberGroup } from './groups/member';
import { measurePublicGroup } from './groups/public-api';
import { measurePurchaseGroup } from './groups/purchase';
import { measureTokensGroup } from './groups/tokens';
import { measureVoiceGroup } from './groups/voice';
import { measureScreeningGroup } from './screening';
import { adminLogin, BENCH_ADMIN } from './lib/admin';
import {
  BENCH_DIR,
  groupLoads,
  JWT_SECRET,
  LIKES,
  log,
  MEMBERS,
  ONLY,
  REUSE,
  ROOT,
  RUNS,
  serverUrl,
} from './lib/bench-env';
import { prepareSubjects } from './lib/bench-subjects';
import { BENCH_DATABASE, openBenchDatabase } from './lib/database';
import { freePort, startNode, type Child } from './lib/processes';
import { writeResults, type Check } from './lib/report';
import { seedDataSet } from './lib/seed-data-set';

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
    VAPID_PUBLIC_KEY: 'BPwx-ECojWLe3ISliRYbOgBmvCmHrCrG9QHA3QZb9J6IhYHNJMduD2GEwKnQtI5WQXhsUs74AWRagIpdEYo4gEw',
    VAPID_PRIVATE_KEY: 'xmX9ACuJH_t7Aqu41yeMB6NFXJ3NOKJL-9NHduhKoMY',
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_ALLOW_TEST_KEYS: 'true',
    PAYSTACK_BASE_URL: paystack.url,
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_ACCESS_CODE: BENCH_ADMIN.passcode,
    // Production requires the child-safety contact (decision 0138); the bench's is a placeholder nobody writes to.
    CHILD_SAFETY_CONTACT: 'Bench Child Safety <childsafety@blynd.example>',
    // Production requires the hidden contacts' hash key (decision 0164).
    CONTACT_HASH_KEY: 'Vb8Qe2Tn6Wy4Ra0Kx9Mz3Lp7Hs5Jd1Fc-Ug-t4',
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

  const tokensHere = ONLY.has('tokens') && db.kind === 'postgres';
  const { steps, seedSeconds, proposals, counts } = await seedDataSet(db, tokensHere);
  const { subjects, sessions, tokenSubjects, tokenSessions, webSession, chatter } = await prepareSubjects(
    db,
    mediaDir,
    tokensHere,
  );
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
    const ctx: GroupContext = { server, session, db, serverEnv, results, notes, check };
    if (ONLY.has('admin')) await measureAdminGroup(ctx);
    if (ONLY.has('search')) await measureSearchGroup(ctx);
    if (ONLY.has('member') && subjects && sessions) await measureMemberGroup(ctx, subjects, sessions);
    if (ONLY.has('csv')) await measureCsvGroup(ctx);
    if (ONLY.has('public')) await measurePublicGroup(ctx);
    if (ONLY.has('frontend')) await measureFrontendGroup(ctx, webSession!, chatter);
    if (ONLY.has('purchase')) await measurePurchaseGroup(ctx);
    if (tokensHere && tokenSubjects && tokenSessions) await measureTokensGroup(ctx, tokenSubjects, tokenSessions);
    else if (ONLY.has('tokens')) notes.push('The tokens figures run on the PostgreSQL server only.');
    if (ONLY.has('chat') && db.kind === 'postgres') await measureChatGroup(ctx);
    else if (ONLY.has('chat')) notes.push('The chat figures run on the PostgreSQL server only.');
    // A voice note from one member to the other (decision 0157): PostgreSQL only, as chat is.
    if (ONLY.has('voice') && db.kind === 'postgres') await measureVoiceGroup(ctx);
    else if (ONLY.has('voice')) notes.push('The voice note figures run on the PostgreSQL server only.');
    // Photo screening beside chat (bench/screening.ts): PostgreSQL only, as chat is.
    if (ONLY.has('screening') && db.kind === 'postgres') await measureScreeningGroup(ctx);
    else if (ONLY.has('screening')) notes.push('The screening figures run on the PostgreSQL server only.');
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
  const resultsDir = resolve(process.env.BENCH_OUT ?? join(BENCH_DIR, 'results', ...(tokensOnly ? ['tokens'] : [])));
  writeResults(resultsDir, output);
  log(
    `done in ${output.totalSeconds} s: ${checks.filter((c) => c.pass === false).length} target(s) missed; see ${join(resultsDir, 'latest.md')}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
