import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';
import { sleep } from './sleep';

async function answersPing(port: number, timeoutMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(100)) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG')
      return true;
  }
  return false;
}

export type RedisInstance = { url: string; port: number; stop(): Promise<void> };

/**
 * A Redis of the suite's own on a free port (no persistence), so the shared one on 6379 is never
 * flushed; with no redis-server binary, REDIS_URL is used as given. `port` starts it again where a stopped one was.
 */
export async function startRedis(port?: number): Promise<RedisInstance> {
  const hasBinary = spawnSync('redis-server', ['--version']).status === 0;
  if (!hasBinary) {
    if (!process.env.REDIS_URL)
      throw new Error('redis-server not found and REDIS_URL unset (apt-get install redis-server)');
    return {
      url: process.env.REDIS_URL,
      port: Number(new URL(process.env.REDIS_URL).port || 6379),
      stop: async () => undefined,
    };
  }
  port ??= await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  if (!(await answersPing(port, 10_000))) {
    child.kill('SIGKILL');
    throw new Error('redis-server did not start');
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
