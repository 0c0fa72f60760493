import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { activateByReference } from '../subscriptions/subscriptions.service';
import { listUnsettledPayments } from './payments.repository';
import { paymentSource } from './paystack';

const MINUTE = 60 * 1000;

export type ReconcileOptions = {
  /** Payments younger than this are left to the return page and the webhook. */
  olderThanMinutes?: number;
  /** How long an abandoned checkout is still worth asking about. */
  abandonedWithinHours?: number;
  limit?: number;
};

export type ReconcileReport = { checked: number; activated: number; notPaid: number; failed: number };

/**
 * Asks Paystack again about payments nobody settled, so a payment whose return page and webhook were
 * both lost still activates (`npm run payments:reconcile`, e.g. from cron every 15 minutes).
 */
export async function reconcilePendingPayments(ctx: AppContext, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const now = ctx.now().getTime();
  const rows = await listUnsettledPayments(ctx.db, {
    createdBefore: new Date(now - (options.olderThanMinutes ?? 15) * MINUTE),
    abandonedSince: new Date(now - (options.abandonedWithinHours ?? 48) * 60 * MINUTE),
    limit: options.limit ?? 500,
  });
  const report: ReconcileReport = { checked: rows.length, activated: 0, notPaid: 0, failed: 0 };
  for (const payment of rows) {
    try {
      const result = await activateByReference(ctx, payment.reference, { source: paymentSource(ctx) });
      if (result.activated) report.activated++;
    } catch (error) {
      if (error instanceof AppError && error.code === 'BAD_REQUEST') {
        report.notPaid++;
      } else {
        report.failed++;
        ctx.logger.warn({ reference: payment.reference, err: error instanceof AppError ? error.message : error }, 'reconciliation could not settle a payment');
      }
    }
  }
  ctx.logger.info(report, 'payments reconciled');
  return report;
}
