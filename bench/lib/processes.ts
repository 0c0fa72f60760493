import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, sleep } from '../../server/test/resilience/support/net';

export { freePort, sleep };

export type Child = { url: string; pid: number; child: ChildProcess; output(): string; stop(): Promise<number | null> };

/** Starts a node script and waits until `readyPath` answers 200 (bounded). */
export async function startNode(
  script: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath = '/healthz',
  cwd?: string,
): Promise<Child> {
  // The server's stdout (a line per request) goes straight to a file: read through a pipe, every line
  // would cost this process, which also runs autocannon, work during the throughput runs.
  const stdoutFile = join(mkdtempSync(join(tmpdir(), 'blynd-bench-log-')), 'stdout.log');
  const stdoutFd = openSync(stdoutFile, 'a');
  // BENCH_NODE_ARGS goes before the script of every node process the bench starts (e.g. `--cpu-prof
  // --cpu-prof-dir=/tmp/prof`, which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env: { PATH: process.env.PATH, ...env, PORT: String(port) },
    stdio: ['ignore', stdoutFd, 'pipe'],
  });
  closeSync(stdoutFd);
  // The last ~100 kB of stderr, for error messages, kept as chunks.
  const chunks: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: Buffer) => {
    chunks.push(chunk);
    kept += chunk.length;
    while (kept - chunks[0].length > 100_000) kept -= chunks.shift()!.length;
  };
  const log = () => `${readFileSync(stdoutFile, 'utf8').slice(-100_000)}${Buffer.concat(chunks).toString()}`;
  child.stderr!.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve((exited = code))));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`${script} exited with ${exited}:\n${log()}`);
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(250);
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`${script} did not become ready:\n${log()}`);
  }
  return {
    url,
    pid: child.pid!,
    child,
    output: log,
    async stop() {
      if (exited !== undefined) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exit;
      clearTimeout(timer);
      return code;
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}
