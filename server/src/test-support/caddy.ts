import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { sleep } from './sleep';

/** The operators' proxy configuration, run as it is: only its environment placeholders are set. */
export const DEPLOY_CADDYFILE = path.resolve(__dirname, '../../../deploy/Caddyfile');

export const caddyFound = (): boolean => spawnSync('caddy', ['version']).status === 0;

/** deploy/Caddyfile as Caddy reads it with `env` (its JSON config), started nowhere. */
export function adaptDeployCaddyfile(env: Record<string, string>): Record<string, unknown> {
  const run = spawnSync('caddy', ['adapt', '--config', DEPLOY_CADDYFILE, '--adapter', 'caddyfile'], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`caddy adapt failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

export type RunningCaddy = { url: string; output: () => string; stop(): Promise<void> };

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * Caddy (the Debian package) on a free loopback port in front of `upstreams` (host:port), with deploy/Caddyfile
 * imported unchanged. The wrapper's global options keep it off the network and out of the machine's state: no admin
 * endpoint, no certificates, listening on the loopback only, its data and autosaved config in a temporary folder.
 */
export async function startCaddy(upstreams: string[]): Promise<RunningCaddy> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'blynd-caddy-'));
  const wrapper = path.join(dir, 'Caddyfile');
  writeFileSync(
    wrapper,
    `{\n\tadmin off\n\tauto_https off\n\tdefault_bind 127.0.0.1\n\tgrace_period 1s\n}\nimport ${DEPLOY_CADDYFILE}\n`,
  );
  const child = spawn('caddy', ['run', '--config', wrapper, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      SITE_ADDRESS: `http://127.0.0.1:${port}`,
      UPSTREAMS: 'static',
      UPSTREAM_ADDRESSES: upstreams.join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (const started = Date.now(); !(await accepts(port)); await sleep(100)) {
    if (child.exitCode !== null || Date.now() - started > 15_000) {
      await stop();
      throw new Error(`caddy did not start:\n${output}`);
    }
  }
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop };
}
