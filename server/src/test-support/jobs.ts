import type { AppContext } from '../context';
import { JOBS } from '../jobs';
import { settleDeliveries } from '../modules/notifications/notifications.service';

/**
 * Runs, in this process, every queued job that is due (pushes above all), until none is: a test that made
 * something to deliver asserts on it after this, with no sleep. A job waiting for a retry delay or a periodic
 * run's next interval is not due, so this always ends.
 */
export async function drainJobs(ctx: AppContext): Promise<number> {
  await settleDeliveries();
  return ctx.jobs.runDue(ctx, JOBS);
}
