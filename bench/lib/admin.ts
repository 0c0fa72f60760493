import { rssMb, sleep } from './processes';
import { summarize, timeRequests, type Summary } from './stats';

export type AdminSession = { adminId: string; auth: string };

/** The first admin the bench's server is started with: production refuses the published demo keys. */
export const BENCH_ADMIN = { email: 'admin@example.com', password: 'Bench!Admin-2026', passcode: '975310' };

export async function adminLogin(base: string): Promise<AdminSession> {
  const res = await fetch(`${base}/api/v1/admin/adminlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const body = (await res.json()) as { adminId: string; token: string };
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(body)}`);
  return { adminId: body.adminId, auth: `Bearer ${body.token}` };
}

/** Untimed calls first, so the figure is of the warmed-up (JIT-compiled, pooled) server, not its first calls. */
const WARMUP_CALLS = 20;

export type AdminFigures = Record<string, Summary & { path: string }>;

/** The control centre's reads, each timed over `runs` sequential calls after a warm-up. */
export async function measureAdminReads(
  base: string,
  session: AdminSession,
  members: number,
  runs: number,
  phone: string,
): Promise<AdminFigures> {
  const deep = Math.min(500_000, Math.floor(members / 2));
  const { adminId } = session;
  const paths: Record<string, string> = {
    dashboard: `/api/v1/admin/${adminId}`,
    membersFirstPage: `/api/v1/admin/getusers/${adminId}`,
    membersDeepPage: `/api/v1/admin/getnextuserset?adminId=${adminId}&offset=${deep}`,
    authenticationsFirstPage: `/api/v1/admin/getAuths/${adminId}`,
    authenticationsDeepPage: `/api/v1/admin/getnextauthset?adminId=${adminId}&offset=${deep}`,
    phoneSearch: `/api/v1/admin/getsingleUser/${phone}`,
    nameOrPhoneSearch: `/api/v1/admin/searchnames/${phone.slice(0, 9)}`,
  };
  const figures: AdminFigures = {};
  for (const [name, path] of Object.entries(paths)) {
    // The unindexed substring search takes half a second a call at a million members; it has no target.
    const slow = name === 'nameOrPhoneSearch';
    const summary = await timeRequests(slow ? Math.min(runs, 30) : runs, slow ? 3 : WARMUP_CALLS, () =>
      fetch(base + path, { headers: { authorization: session.auth } }),
    );
    figures[name] = { ...summary, path };
  }
  return figures;
}

export type CsvFigures = {
  rows: number;
  rowsPerSec: Summary;
  seconds: Summary;
  rssGrowthMb: Summary;
  baselineRssMb: number;
};

/** Streams the full members export `runs` times, counting rows and sampling the server's RSS. */
export async function measureCsvExport(
  base: string,
  session: AdminSession,
  serverPid: number,
  runs: number,
): Promise<CsvFigures> {
  const rates: number[] = [];
  const seconds: number[] = [];
  const growth: number[] = [];
  let rows = 0;
  let baseline = NaN;
  for (let i = 0; i < runs; i++) {
    if (typeof global.gc === 'function') global.gc();
    await sleep(500);
    baseline = rssMb(serverPid);
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(serverPid))), 20);
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/admin/export/users.csv`, { headers: { authorization: session.auth } });
    if (!res.ok || !res.body) throw new Error(`export failed: HTTP ${res.status}`);
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      for (let j = 0; j < chunk.length; j++) if (chunk[j] === 10) lines++;
    }
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(serverPid));
    rows = lines - 1;
    rates.push(rows / elapsed);
    seconds.push(elapsed);
    growth.push(peak - baseline);
  }
  return {
    rows,
    rowsPerSec: summarize(rates),
    seconds: summarize(seconds),
    rssGrowthMb: summarize(growth),
    baselineRssMb: Math.round(baseline),
  };
}
