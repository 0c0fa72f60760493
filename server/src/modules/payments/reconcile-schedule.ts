import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { reconcilePendingPayments } from './reconcile';

/**
 * Reconciles inside the server every PAYMENTS_RECONCILE_INTERVAL_MINUTES, as a periodic job (decision 0135) that one
 * instance runs at a time; the advisory lock in reconcilePendingPayments still guards against a run by hand
 * (`npm run payments:reconcile`) at the same moment.
 */
export const reconcilePaymentsJob = defineJob({
  name: 'payments-reconcile',
  metric: 'payments reconciliation',
  payload: z.object({}),
  queue: { retryLimit: 1, retryDelay: 1, expireInSeconds: 1800 },
  every: (config) => config.reconcileIntervalMinutes * 60_000,
  handle: (ctx) => reconcilePendingPayments(ctx),
});
