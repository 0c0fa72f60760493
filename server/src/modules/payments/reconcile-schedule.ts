import type { AppContext } from '../../context';
import { runPeriodically, type PeriodicJob } from '../../lib/periodic-job';
import { reconcilePendingPayments } from './reconcile';

/**
 * Reconciles inside the server every `intervalMs`; the advisory lock in reconcilePendingPayments keeps several
 * instances from running at once.
 */
export function scheduleReconciliation(ctx: AppContext, intervalMs: number): PeriodicJob {
  return runPeriodically(ctx.logger, intervalMs, () => reconcilePendingPayments(ctx), 'payments reconciliation failed');
}
