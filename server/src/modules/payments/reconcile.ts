import type { AppContext } from '../../context';
import { listUnsettledPayments, whileHoldingReconcileLock } from './payments.repository';
import { verifyPayment } from './verification';

const MINUTE = 60 * 1000;

export type ReconcileOptions = {
  /** Payments younger than this are left to the return page and the webhook. */
  olderThanMinutes?: number;
  /** How long an abandoned checkout is still worth asking about. */
  abandonedWithinHours?: number;
  limit?: number;
};

export type ReconcileReport = {
  checked: number;
  activated: number;
  notPaid: number;
  failed: number;
  /** Another instance was reconciling; this run did nothing. */
  skipped?: true;
};

/**
 * Asks Paystack again about payments nobody settled, so a payment whose return page and webhook were
 * both lost still activates: inside the server every PAYMENTS_RECONCILE_INTERVAL_MINUTES, or by
 * `npm run payments:reconcile` (cron). One instance at a time, whichever starts it (decision 0023).
 */
export async function reconcilePendingPayments(
  ctx: AppContext,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const run = await whileHoldingReconcileLock(ctx.database, () => settleUnsettled(ctx, options));
  if (!run.locked) {
    ctx.logger.info('payments reconciliation skipped: another instance is running it');
    return { checked: 0, activated: 0, notPaid: 0, failed: 0, skipped: true };
  }
  return run.value;
}

async function settleUnsettled(ctx: AppContext, options: ReconcileOptions): Promise<ReconcileReport> {
  const now = ctx.now().getTime();
  const rows = await listUnsettledPayments(ctx.db, {
    createdBefore: new Date(now - (options.olderThanMinutes ?? 15) * MINUTE),
    abandonedSince: new Date(now - (options.abandonedWithinHours ?? 48) * 60 * MINUTE),
    limit: options.limit ?? 500,
  });
  const report: ReconcileReport = { checked: rows.length, activated: 0, notPaid: 0, failed: 0 };
  for (const payment of rows) {
    const outcome = await verifyPayment(ctx, payment.reference).catch((error: unknown) => ({
      kind: 'error' as const,
      reason: error instanceof Error ? error.message : 'unknown error',
    }));
    if (outcome.kind === 'activated') report.activated++;
    else if (outcome.kind === 'not-paid') report.notPaid++;
    else if (outcome.kind !== 'already-active') {
      report.failed++;
      ctx.logger.warn(
        {
          reference: payment.reference,
          outcome: outcome.kind,
          reason: 'reason' in outcome ? outcome.reason : undefined,
        },
        'reconciliation could not settle a payment',
      );
    }
  }
  if (report.checked > 0) ctx.logger.info(report, 'payments reconciled');
  return report;
}
