import { z } from 'zod';
import { loadConfig } from '../../../config/env';
import { closeContext, createContext, type AppContext } from '../../../context';
import { openDatabase, type Database } from '../../../db/client';
import { createLogger } from '../../../lib/logger';
import { openTestDatabase } from '../../../test-support/test-database';
import { defineJob, type JobDefinition } from '../job-definition';
import { DEAD_LETTERS } from '../job-queue';

/**
 * The job queue on the database the application runs on (PGlite here, PostgreSQL with DATABASE_URL): two
 * instances are two application contexts on one database, as two servers share one PostgreSQL (on the server,
 * each with a pool of its own).
 */
const config = loadConfig({
  NODE_ENV: 'test',
  PGLITE_DIR: 'memory://',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
});

let database: Database & { url?: string };
const instances: AppContext[] = [];

/** One more instance of the application over the test database; supervision every second (lost runs found fast). */
async function instance(): Promise<AppContext> {
  const own = database.url
    ? await openDatabase({ url: database.url, pgliteDir: 'memory://', poolSize: 3 })
    : { ...database, close: async () => undefined };
  const ctx = await createContext(config, {
    database: own,
    logger: createLogger('silent'),
    jobs: { superviseSeconds: 1, stopTimeoutMs: 1000 },
  });
  instances.push(ctx);
  return ctx;
}

/** Polls (bounded) until `done` holds; the waits are for pg-boss's own delays, never a guess at a duration. */
async function eventually(done: () => Promise<boolean> | boolean, ms = 60_000) {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const stateOf = async (ctx: AppContext, job: JobDefinition<unknown>, id: string) =>
  (await (await ctx.jobs.boss()).getJobById(job.name, id))?.state;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const ctx of instances) await closeContext(ctx);
  await database.close();
});

describe('Job queue: durable background work on the application database', () => {
  it('When a job keeps failing, then it is retried with growing delays and ends in the dead letters', async () => {
    const ctx = await instance();
    const attempts: number[] = [];
    const failing = defineJob({
      name: 'test-always-failing',
      metric: 'test always failing',
      payload: z.object({ tag: z.string() }),
      queue: { retryLimit: 2, retryDelay: 1, expireInSeconds: 30 },
      pollSeconds: 0.5,
      handle: async () => {
        attempts.push(Date.now());
        throw new Error('the provider is down');
      },
    });
    await ctx.jobs.work(ctx, [failing]);
    const id = (await ctx.jobs.send(failing, { tag: 'dead-letter-case' }))!;

    await eventually(async () => (await stateOf(ctx, failing, id)) === 'failed');
    expect(attempts).toHaveLength(3);
    // Backoff: the n-th retry waits at least retryDelay × 2^(n-1) (pg-boss adds jitter on top, never less).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1900);
    const boss = await ctx.jobs.boss();
    const dead = await boss.findJobs<{ tag: string }>(DEAD_LETTERS, { data: { tag: 'dead-letter-case' } });
    expect(dead).toHaveLength(1);
    expect(dead[0]!.data).toEqual({ tag: 'dead-letter-case' });
    await ctx.jobs.stop();
  });

  it('When a payload does not fit the job, then it is refused before anything is queued', async () => {
    const ctx = await instance();
    const typed = defineJob({
      name: 'test-typed',
      metric: 'test typed',
      payload: z.object({ memberId: z.string().min(1) }),
      queue: { retryLimit: 0, retryDelay: 1, expireInSeconds: 30 },
      handle: async () => undefined,
    });
    await expect(ctx.jobs.send(typed, { memberId: '' })).rejects.toThrow();
    await ctx.jobs.send(typed, { memberId: 'm-1' });
    expect(await ctx.jobs.runDue(ctx, [typed])).toBe(1);
    expect(await ctx.jobs.runDue(ctx, [typed])).toBe(0);
  });

  it('When two instances work one queue, then every job runs exactly once', async () => {
    const [a, b] = [await instance(), await instance()];
    const runs: { n: number; by: string }[] = [];
    const counted = (by: string) =>
      defineJob({
        name: 'test-counted',
        metric: 'test counted',
        payload: z.object({ n: z.number().int() }),
        queue: { retryLimit: 2, retryDelay: 1, expireInSeconds: 30 },
        pollSeconds: 0.5,
        handle: async (_ctx, { n }) => {
          runs.push({ n, by });
          await new Promise((resolve) => setTimeout(resolve, 10));
        },
      });
    await a.jobs.work(a, [counted('a')]);
    await b.jobs.work(b, [counted('b')]);
    for (let n = 0; n < 30; n++) await (n % 2 ? a : b).jobs.send(counted('a'), { n });

    await eventually(() => runs.length >= 30);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // three more polls of each: no late second run
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    await a.jobs.stop();
    await b.jobs.stop();
  });

  it('When the instance running a job dies mid-run, then another instance runs it again and it completes once', async () => {
    const [a, b] = [await instance(), await instance()];
    const started: string[] = [];
    const finished: string[] = [];
    let releaseA: () => void = () => undefined;
    const slow = (by: 'a' | 'b') =>
      defineJob({
        name: 'test-restart',
        metric: 'test restart',
        payload: z.object({}),
        // Taken as lost two seconds after its process stopped answering.
        queue: { retryLimit: 2, retryDelay: 1, expireInSeconds: 2 },
        pollSeconds: 0.5,
        handle: async () => {
          started.push(by);
          // "a" hangs as a process that died would: it never completes the job on its own.
          if (by === 'a') await new Promise<void>((resolve) => (releaseA = resolve));
          finished.push(by);
        },
      });
    await a.jobs.work(a, [slow('a')]);
    const id = (await a.jobs.send(slow('a'), {}))!;
    await eventually(() => started.includes('a'));
    // Now "b" comes up, as the restarted server would; "a" neither completes nor fails the job.
    await b.jobs.work(b, [slow('b')]);

    await eventually(async () => (await stateOf(b, slow('b'), id)) === 'completed');
    expect(started).toEqual(['a', 'b']);
    expect(finished).toEqual(['b']);
    // The dead run's late answer changes nothing: pg-boss takes a completion only from the attempt that holds it.
    releaseA();
    await eventually(() => finished.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const job = await (await b.jobs.boss()).getJobById(slow('b').name, id);
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    await b.jobs.stop();
  });

  it('When the server stops while a job runs, then the run finishes before the queue closes', async () => {
    const ctx = await instance();
    let finished = false;
    const graceful = defineJob({
      name: 'test-graceful',
      metric: 'test graceful',
      payload: z.object({}),
      queue: { retryLimit: 2, retryDelay: 1, expireInSeconds: 30 },
      pollSeconds: 0.5,
      handle: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        finished = true;
      },
    });
    await ctx.jobs.work(ctx, [graceful]);
    const id = (await ctx.jobs.send(graceful, {}))!;
    await eventually(async () => (await stateOf(ctx, graceful, id)) === 'active');
    const boss = await ctx.jobs.boss();
    await ctx.jobs.stop();
    expect(finished).toBe(true);
    expect((await boss.getJobById(graceful.name, id))?.state).toBe('completed');
  });
});
