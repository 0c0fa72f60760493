import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { runDigests, runReminders } from './digest.service';

/** Every 15 minutes: a digest hour is a whole hour in Lagos, so each goes out within a quarter of it. */
export const DIGEST_SWEEP_MS = 15 * 60_000;

/**
 * The daily digests (decision 0166), on one instance at a time (a periodic job is stately); each member's digest is
 * claimed by a conditional update as well, so even two runs at once send nobody's twice.
 */
export const notificationDigestJob = defineJob({
  name: 'notification-digest',
  metric: 'notification digest',
  payload: z.object({}),
  queue: { retryLimit: 1, retryDelay: 30, expireInSeconds: 900 },
  every: () => DIGEST_SWEEP_MS,
  handle: (ctx) => runDigests(ctx),
});

/** The finish-sign-up reminder and "your picks are ready", claimed member by member in the same way. */
export const notificationRemindersJob = defineJob({
  name: 'notification-reminders',
  metric: 'notification reminders',
  payload: z.object({}),
  queue: { retryLimit: 1, retryDelay: 30, expireInSeconds: 900 },
  every: () => DIGEST_SWEEP_MS,
  handle: (ctx) => runReminders(ctx),
});
