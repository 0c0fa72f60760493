import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort, waitFor } from './net';

export type RedisInstance = { url: string; stop(): Promise<void> };

/**
 * A Redis of the suite's own on a free port (no persistence), so the shared one on 6379 is never
 * flushed; with no redis-server binary, REDIS_URL is used as given.
 */
export async function startRedis(): Promise<RedisInstance> {
  const hasBinary = spawnSync('redis-server', ['--version']).status === 0;
  if (!hasBinary) {
    if (!process.env.REDIS_URL) throw new Error('redis-server not found and REDIS_URL unset (apt-get install redis-server)');
    return { url: process.env.REDIS_URL, stop: async () => undefined };
  }
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const up = await waitFor(async () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG', 10_000, 100);
  if (up === undefined) {
    child.kill('SIGKILL');
    throw new Error('redis-server did not start');
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
