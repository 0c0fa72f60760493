import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Check = { figure: string; value: number | string; target: string; pass: boolean | null };

export function writeResults(dir: string, results: { checks: Check[]; [key: string]: unknown }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.md'), markdown(results));
}

const mark = (pass: boolean | null) => (pass === null ? '—' : pass ? 'pass' : '**FAIL**');

function markdown(results: { checks: Check[]; [key: string]: unknown }): string {
  const r = results as unknown as {
    date: string;
    machine: { cpus: string; cores: number; memoryGb: number; os: string; load: number[] };
    versions: Record<string, string>;
    database: string;
    members: number;
    seed: { seconds: number; steps: { label: string; seconds: number }[] };
    checks: Check[];
    notes: string[];
    loadAtGroupStart?: Record<string, number[]>;
  };
  const groupLoads = Object.entries(r.loadAtGroupStart ?? {});
  const lines = [
    '# Benchmark results',
    '',
    `Run ${r.date} on ${r.machine.cpus} (${r.machine.cores} cores, ${r.machine.memoryGb} GB, ${r.machine.os}; load average at start ${r.machine.load.join(' / ')}).`,
    ...(groupLoads.length
      ? [
          `Load average at the start of each timed group: ${groupLoads.map(([group, load]) => `${group} ${load.join(' / ')}`).join('; ')}.`,
        ]
      : []),
    `Versions: ${Object.entries(r.versions)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}.`,
    `Database: ${r.database} with **${r.members.toLocaleString('en')} members**, seeded in ${r.seed.seconds} s (${r.seed.steps.map((s) => `${s.label} ${s.seconds} s`).join('; ')}).`,
    '',
    'Reproduce: `npm run bench` (PostgreSQL when `DATABASE_URL` is set, in a database `blynd_bench` of its own; PGlite otherwise). `BENCH_MEMBERS` sets the size.',
    '',
    '| Figure | Value | Target | Result |',
    '|---|---|---|---|',
    ...r.checks.map((c) => `| ${c.figure} | ${c.value} | ${c.target} | ${mark(c.pass)} |`),
    '',
    ...(r.notes.length ? ['## Notes', '', ...r.notes.map((n) => `- ${n}`), ''] : []),
    'Full figures (median, p95, p99, min, max and sample counts) are in `latest.json`.',
    '',
  ];
  return lines.join('\n');
}
