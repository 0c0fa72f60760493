/**
 * The bench's environment (documented at the top of bench/run.ts), read once, and the logging and pacing every
 * group shares.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
/** The bench folder itself (proposals/, results/, the bare comparison servers under lib/). */
export const BENCH_DIR = resolve(__dirname, '..');
export const serverUrl = process.env.DATABASE_URL;
export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? (serverUrl ? 1_000_000 : 100_000));
export const RUNS = Number(process.env.BENCH_RUNS ?? 200);
export const PROPOSALS = process.env.BENCH_PROPOSALS === '1';
export const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'admin,csv,public,frontend,purchase,member,search,chat,voice,tokens,screening').split(','),
);
export const TOKEN_ENTRIES = Number(process.env.BENCH_TOKEN_ENTRIES ?? 10_000_000);
export const REUSE = process.env.BENCH_REUSE === '1' && !!serverUrl;
export const LIKES = Number(process.env.BENCH_LIKES ?? MEMBERS * 20);
// Production refuses a guessable secret; every token the bench signs is signed in this run.
export const JWT_SECRET = randomBytes(48).toString('base64');

export const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const QUIET_LOAD = Number(process.env.BENCH_QUIET_LOAD ?? 0);
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT ?? 600) * 1000;
export const loadNow = () => os.loadavg().map((v) => Math.round(v * 100) / 100);
/** The load averages each timed group started at (after the optional wait for a quieter machine). */
export const groupLoads: Record<string, number[]> = {};
export async function startGroup(name: string, message: string) {
  const deadline = Date.now() + QUIET_WAIT_MS;
  if (QUIET_LOAD > 0 && os.loadavg()[0] >= QUIET_LOAD)
    log(`waiting up to ${QUIET_WAIT_MS / 1000} s for the load average (${loadNow()[0]}) to fall below ${QUIET_LOAD}`);
  while (QUIET_LOAD > 0 && os.loadavg()[0] >= QUIET_LOAD && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  groupLoads[name] = loadNow();
  log(`${message} (load average ${groupLoads[name].join(' / ')})`);
}
