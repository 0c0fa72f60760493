import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitFor } from './net';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');
/** Production refuses a guessable secret (decision 0126): a random one for each run, as operators make one. */
export const JWT_SECRET = randomBytes(48).toString('base64');
/** Production refuses the published demo admin keys, so the suite's servers get keys of their own. */
export const ADMIN_KEYS = { email: 'admin@example.com', password: 'Resilience!Admin-2026', passcode: '864209' };

/** What production insists on besides the database, secret and Paystack; these drills send no SMS and check no faces. */
export const PRODUCTION_REQUIRED = {
  VAPID_PUBLIC_KEY: 'BPwx-ECojWLe3ISliRYbOgBmvCmHrCrG9QHA3QZb9J6IhYHNJMduD2GEwKnQtI5WQXhsUs74AWRagIpdEYo4gEw',
  VAPID_PRIVATE_KEY: 'xmX9ACuJH_t7Aqu41yeMB6NFXJ3NOKJL-9NHduhKoMY',
  ADMIN_PASSWORD: ADMIN_KEYS.password,
  ADMIN_ACCESS_CODE: ADMIN_KEYS.passcode,
  SMS_PROVIDER: 'termii',
  SMS_API_KEY: 'resilience-unused',
  SMS_SENDER_ID: 'Blynd',
  LIVENESS_PROVIDER: 'rekognition',
  AWS_REGION: 'eu-west-1',
  CHILD_SAFETY_CONTACT: 'Child Safety Lead <childsafety@blynd.example>',
  CONTACT_HASH_KEY: 'Vb8Qe2Tn6Wy4Ra0Kx9Mz3Lp7Hs5Jd1Fc-Ug-t4',
};

export type ServerProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  alive(): boolean;
  /** Sends the signal and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
};

/**
 * The production build (`node server/dist/index.js`, built by scripts/ensure-build.mjs before the suite)
 * as operators run it: NODE_ENV=production, Paystack at the given stand-in.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const mediaDir = env.MEDIA_DIR ?? mkdtempSync(join(tmpdir(), 'blynd-media-'));
  if ((env.SEED_DEMO ?? 'true') === 'true') await seedDemoDataSet({ ...env, MEDIA_DIR: mediaDir });
  const child = spawn(process.execPath, [join(REPO_ROOT, 'server/dist/index.js')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      JWT_SECRET,
      ...PRODUCTION_REQUIRED,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      MEDIA_DIR: mediaDir,
      PAYSTACK_TIMEOUT_MS: '1500',
      // The drills run production against a local Paystack stand-in, which takes a test key.
      PAYSTACK_ALLOW_TEST_KEYS: 'true',
      ...env,
      // Production refuses the demo seed (decision 0126); seedDemoDataSet has put it in beforehand.
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-200_000)));
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-200_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  const up = await waitFor(async () => exitCode === undefined && (await fetch(`${url}/healthz`)).ok, 60_000, 200);
  if (up === undefined) {
    child.kill('SIGKILL');
    throw new Error(`server did not start:\n${log}`);
  }
  return {
    url,
    pid: child.pid!,
    child,
    output: () => log,
    alive: () => exitCode === undefined,
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      if (exitCode !== undefined) return { code: exitCode, ms: 0 };
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return { code, ms: Date.now() - started };
    },
  };
}

/**
 * The demo data set, put into the drill's database before the production server starts, as a staging database
 * would be: `npm run seed:demo` (the compiled seed command) outside production, with the suite's own admin keys.
 * A database that already holds members is left as it is.
 */
async function seedDemoDataSet(env: Record<string, string>) {
  await promisify(execFile)(process.execPath, [join(REPO_ROOT, 'server/dist/db/seed/seed-cli.js')], {
    cwd: REPO_ROOT,
    timeout: 120_000,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://127.0.0.1',
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN_KEYS.email,
      ADMIN_PASSWORD: ADMIN_KEYS.password,
      ADMIN_ACCESS_CODE: ADMIN_KEYS.passcode,
      LOG_LEVEL: 'warn',
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
      MEDIA_DIR: env.MEDIA_DIR!,
    },
  });
}
