import type { AppContext } from '../../context';
import { reconcilePendingPayments } from './reconcile';

export type ReconcileSchedule = { stop(): Promise<void> };

/**
 * Reconciles inside the server every `intervalMs` (the first run one interval after start), so no cron is
 * needed where the image runs. Runs never overlap in one process; the advisory lock in
 * reconcilePendingPayments keeps several instances from running at once.
 */
export function scheduleReconciliation(ctx: AppContext, intervalMs: number): ReconcileSchedule {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= reconcilePendingPayments(ctx)
      .then(() => undefined)
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'payments reconciliation failed'))
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
