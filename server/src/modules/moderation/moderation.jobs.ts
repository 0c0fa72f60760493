import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { runModerationSweep } from './intake.service';

/** A minute: the tightest SLA is an hour (decision 0152), and an ended suspension should not wait long. */
export const MODERATION_SWEEP_MS = 60_000;

/**
 * The moderation queue's intake safety net (items are made at the source, decision 0158), the risk checks and the end of due suspensions (decisions 0151, 0153), every minute
 * on one instance at a time; each step is idempotent, so a run lost halfway is simply run again.
 */
export const moderationSweepJob = defineJob({
  name: 'moderation-sweep',
  metric: 'moderation sweep',
  payload: z.object({}),
  queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 300 },
  every: () => MODERATION_SWEEP_MS,
  handle: (ctx) => runModerationSweep(ctx),
});
