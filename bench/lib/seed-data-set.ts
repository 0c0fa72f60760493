/**
 * The bench's data set: the set-based seed (indexes dropped for the load and rebuilt after it), the proposals of
 * BENCH_PROPOSALS=1, and the row counts the results report. Nothing is seeded with BENCH_REUSE=1.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, LIKES, log, MEMBERS, ONLY, PROPOSALS, REUSE, TOKEN_ENTRIES } from './bench-env';
import type { BenchDatabase } from './database';
import { BULK_LOADED_TABLES, seedStatements } from './seed-sql';
import { dropIndexes, rebuildIndexes, SOCIAL_TABLES, socialSeedStatements, type SeedStep } from './seed-social-sql';
import { BIDDERS_NEEDED, TOKEN_TABLES, tokenSeedStatements } from './tokens';

export async function seedDataSet(db: BenchDatabase, tokensHere: boolean) {
  if (!REUSE) log(`seeding ${MEMBERS.toLocaleString('en')} members with set-based SQL`);
  const seedStarted = Date.now();
  const steps: { label: string; seconds: number }[] = [];
  // Indexes of the big tables are built after the load (faster than keeping them up to date row by row);
  // the social tables go in before the final vacuum analyze, so it covers them too.
  const base = seedStatements(MEMBERS);
  const social = ONLY.has('member') ? socialSeedStatements(LIKES) : { load: [], afterIndexes: [] };
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
    ? readdirSync(join(BENCH_DIR, 'proposals'))
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];
  for (const file of proposals) {
    log(`applying proposal ${file}`);
    // PGlite's exec and pg's simple query both take several statements, except VACUUM inside a batch on pg.
    for (const statement of readFileSync(join(BENCH_DIR, 'proposals', file), 'utf8')
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
  return { steps, seedSeconds, proposals, counts };
}
