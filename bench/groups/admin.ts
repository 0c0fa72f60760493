import { measureAdminReads, measureCsvExport } from '../lib/admin';
import { measureAdminSearch } from '../lib/admin-search';
import { log, MEMBERS, RUNS, startGroup } from '../lib/bench-env';
import type { GroupContext } from './context';

/** BENCH_ONLY=admin: the dashboard, member and authentication pages, phone search. */
export async function measureAdminGroup(ctx: GroupContext) {
  const { server, session, results, notes, check } = ctx;
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

/** BENCH_ONLY=search: the users search in every form. */
export async function measureSearchGroup(ctx: GroupContext) {
  const { server, session, results, check } = ctx;
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

/** BENCH_ONLY=csv: the CSV export of all members, throughput and memory. */
export async function measureCsvGroup(ctx: GroupContext) {
  const { server, session, results, check } = ctx;
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
