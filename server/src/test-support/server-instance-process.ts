import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './free-port';

const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export type InstanceProcess = { url: string; output(): string; stop(): Promise<void> };

/**
 * Another server instance as its own operating-system process (the source run by tsx, NODE_ENV=test) on the same
 * PostgreSQL database: for races that must cross processes, not only connection pools. Resolves once it answers
 * /healthz.
 */
export async function startInstanceProcess(env: Record<string, string>): Promise<InstanceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join('server/src/index.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      SCREENING_PROVIDER: 'sandbox',
      PAYMENTS_RECONCILE_INTERVAL_MINUTES: '0',
      TOKENS_LEDGER_CHECK_INTERVAL_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

const join = (path: string) => resolve(REPO_ROOT, path);
