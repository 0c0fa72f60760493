import type { Logger } from 'pino';
import { measureJob } from './metrics';

export type PeriodicJob = { stop(): Promise<void> };

/**
 * Runs `job` every `intervalMs` (the first run one interval after start) inside the server, so no cron is needed
 * where the image runs. Runs never overlap in one process (a tick while one runs is skipped); a failure is logged
 * and the next tick tries again. Jobs that must not run on two instances at once take their own database lock.
 * `stop()` clears the timer and waits for a run in progress.
 */
export function runPeriodically(
  logger: Pick<Logger, 'error'>,
  intervalMs: number,
  job: () => Promise<unknown>,
  failure: string,
): PeriodicJob {
  let running: Promise<void> | undefined;
  const run = measureJob(failure.replace(/ failed$/, ''), job); // 'token ledger check failed': 'token ledger check'
  const timer = setInterval(() => {
    running ??= run()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
