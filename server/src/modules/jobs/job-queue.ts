import type { Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Db as BossDatabase, Job, JobResult, PgBoss } from 'pg-boss';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { measureJob } from '../../lib/metrics';
import type { AnyJobDefinition, JobDefinition } from './job-definition';

/** Where every job that used up its retries lands, kept for an operator to read or redrive (pg-boss `redrive`). */
export const DEAD_LETTERS = 'dead-letters';

export type JobQueueOptions = {
  /** Seconds between pg-boss's supervision passes (lost runs retried, old jobs deleted); tests shorten it. */
  superviseSeconds?: number;
  /** How long stop() waits for runs in progress before leaving them to expire and be retried elsewhere. */
  stopTimeoutMs?: number;
};

export type SendOptions = { startAfter?: Date; singletonKey?: string };

export type JobQueue = {
  /** Queues one run of `job`; the payload is checked against the job's schema first. */
  send<T>(job: JobDefinition<T>, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `jobs` in this process from now on (workers, and the first run of each periodic one). */
  work(ctx: AppContext, jobs: readonly AnyJobDefinition[]): Promise<void>;
  /** Runs every job of `jobs` that is due now in this process, until none is (tests drain with this). */
  runDue(ctx: AppContext, jobs: readonly AnyJobDefinition[]): Promise<number>;
  /** The pg-boss instance, started (tests read job states with it). */
  boss(): Promise<PgBoss>;
  /** Stops the workers: runs in progress finish (or, after the time-out, are left to expire and run again). */
  stop(): Promise<void>;
};

/**
 * The one durable queue for background work (decision 0135): pg-boss over the application's own database, the
 * PostgreSQL pool or the embedded PGlite, so jobs commit, retry and survive restarts where the data does. pg-boss
 * is loaded and started on first use, so a process (or a test) that queues nothing never pays for it.
 */
export function createJobQueue(database: Database, logger: Logger, options: JobQueueOptions = {}): JobQueue {
  let starting: Promise<PgBoss> | undefined;
  let stopped = false;
  const queues = new Map<string, Promise<void>>();
  const workers = new Map<string, string>();
  const periodic = new Map<string, { job: AnyJobDefinition; intervalMs: number }>();
  let workCtx: AppContext | undefined;

  const boss = () =>
    (starting ??= (async () => {
      // Loaded here, not at the top: pg-boss (an ES module) costs most of a second to load.
      const { PgBoss: Boss, fromPglite } = await import('pg-boss');
      const client = (database.db as unknown as { $client: unknown }).$client;
      const instance = new Boss({
        db: database.kind === 'pglite' ? fromPglite(client as PGlite) : poolDatabase(client as Pool),
        backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
        schedule: false,
        // Supervision finds runs that outlived expireInSeconds (their process died) and retries them.
        superviseIntervalSeconds: options.superviseSeconds ?? 30,
        monitorIntervalSeconds: options.superviseSeconds ?? 30,
        registerInstance: false,
        openTelemetry: { enabled: false },
      });
      instance.on('error', (error: unknown) => logger.warn({ err: error }, 'job queue error'));
      await instance.start();
      await queueFor(instance, { name: DEAD_LETTERS });
      return instance;
    })());

  /** Creates the job's queue on first use (pg-boss needs one per name); later calls reuse it. */
  const queueFor = (instance: PgBoss, job: Pick<AnyJobDefinition, 'name'> & Partial<AnyJobDefinition>) => {
    let ready = queues.get(job.name);
    if (!ready) {
      ready = (async () => {
        if (await instance.getQueue(job.name)) return;
        await instance.createQueue(job.name, {
          ...(job.queue ? { ...job.queue, retryBackoff: true } : {}),
          // A periodic run that fails is not a letter for anyone: the next interval runs it again.
          ...(job.queue && !job.every ? { deadLetter: DEAD_LETTERS } : {}),
          // A periodic job is queued at most once and run by one instance at a time.
          policy: job.every ? 'stately' : (job.policy ?? 'standard'),
        });
      })();
      ready.catch(() => queues.delete(job.name));
      queues.set(job.name, ready);
    }
    return ready;
  };

  async function send<T>(job: JobDefinition<T>, data: T, sendOptions: SendOptions = {}) {
    const payload = job.payload.parse(data) as object;
    const instance = await boss();
    await queueFor(instance, job);
    const id = await instance.send(job.name, payload, {
      ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
    });
    // A worker here takes it at once instead of at its next poll; other instances find it when they poll.
    const worker = workers.get(job.name);
    if (id && worker && !sendOptions.startAfter) instance.notifyWorker(worker);
    return id;
  }

  /**
   * One run: the payload parsed, the handler measured; a throw fails the attempt and pg-boss retries it. A periodic
   * job's failure is logged and the next interval tries again, as a lost run (its process died) is retried.
   */
  async function run(ctx: AppContext, job: AnyJobDefinition, attempt: Job<unknown>) {
    try {
      await measureJob(job.metric, () => job.handle(ctx, job.payload.parse(attempt.data)))();
    } catch (error) {
      const final = !job.every && attempt.retryCount >= job.queue.retryLimit;
      logger[job.every || final ? 'error' : 'warn'](
        { err: error, job: job.name, jobId: attempt.id, attempt: attempt.retryCount + 1 },
        job.every
          ? `${job.metric} failed`
          : final
            ? 'job failed for good: moved to the dead letters'
            : 'job failed: it will be retried',
      );
      if (!job.every) throw error;
    } finally {
      if (job.every) await queueNextRun(job);
    }
  }

  /** The next run of a periodic job, one interval from now; the queue's policy drops it when one is queued already. */
  async function queueNextRun(job: AnyJobDefinition) {
    const schedule = periodic.get(job.name);
    if (!schedule || stopped) return;
    await send(job, {}, { startAfter: new Date(Date.now() + schedule.intervalMs) }).catch((error: unknown) =>
      logger.warn({ err: error, job: job.name }, 'next run could not be queued'),
    );
  }

  return {
    send,
    boss,

    async work(ctx, jobs) {
      workCtx = ctx;
      const instance = await boss();
      for (const job of jobs) {
        const intervalMs = job.every?.(ctx.config) ?? 0;
        if (job.every && intervalMs <= 0) continue;
        await queueFor(instance, job);
        // Up to ten jobs a fetch, fetched again at once while fetches come back full: a backlog (pushes after a
        // burst of likes) drains without waiting a poll per job. Each job settles on its own.
        const id = await instance.work<
          unknown,
          unknown,
          { pollingIntervalSeconds: number; batchSize: number; burstWhenBatchFull: true; perJobResults: true }
        >(
          job.name,
          {
            pollingIntervalSeconds: job.pollSeconds ?? 2,
            batchSize: 10,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (attempts) => {
            const results: JobResult[] = [];
            for (const attempt of attempts) {
              try {
                await run(workCtx!, job, attempt);
                results.push({ id: attempt.id, status: 'completed' });
              } catch (error) {
                results.push({ id: attempt.id, status: 'failed', output: { message: String(error) } });
              }
            }
            return results;
          },
        );
        workers.set(job.name, id);
        if (job.every) {
          periodic.set(job.name, { job, intervalMs });
          await queueNextRun(job);
        }
      }
    },

    async runDue(ctx, jobs) {
      const instance = await boss();
      let ran = 0;
      for (let found = true; found;) {
        found = false;
        for (const job of jobs) {
          await queueFor(instance, job);
          for (const attempt of await instance.fetch<unknown>(job.name, { batchSize: 20 })) {
            found = true;
            ran++;
            try {
              await run(ctx, job, attempt);
              await instance.complete(job.name, attempt);
            } catch (error) {
              await instance.fail(job.name, attempt, { message: String(error) });
            }
          }
        }
      }
      return ran;
    },

    async stop() {
      stopped = true;
      if (!starting) return;
      const instance = await starting.catch(() => undefined);
      await instance?.stop({ graceful: true, close: false, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}

/** pg-boss over the application's pool: a parameterless text may hold several statements (its migrations do). */
function poolDatabase(pool: Pool): BossDatabase {
  return { executeSql: (text, values) => pool.query(text, values?.length ? values : undefined) };
}
