import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { alertContact, askCheckIn, sweepDatePlans } from './check-in.service';

/**
 * Both jobs are sent when the plan is made, with `startAfter`, so they wait in PostgreSQL through restarts. pg-boss
 * hands a job to one worker; a run that outlives `expireInSeconds` (its process died) is run again elsewhere, and
 * the plan's row lock and marks make that second run a no-op (decision 0155).
 */
export const dateCheckInJob = defineJob({
  name: 'date-check-in',
  metric: 'date check-in push',
  payload: z.object({ dateId: z.uuid() }),
  queue: { retryLimit: 6, retryDelay: 10, retryDelayMax: 120, expireInSeconds: 60 },
  pollSeconds: 5,
  handle: (ctx, { dateId }) => askCheckIn(ctx, dateId),
});

/** The text to the contact: at once after "I need help", or 30 minutes after an unanswered check-in. */
export const dateAlertJob = defineJob({
  name: 'date-alert-contact',
  metric: 'date contact alert sms',
  payload: z.object({ dateId: z.uuid(), reason: z.enum(['help', 'missed']) }),
  queue: { retryLimit: 8, retryDelay: 10, retryDelayMax: 120, expireInSeconds: 60 },
  pollSeconds: 2,
  handle: (ctx, { dateId, reason }) => alertContact(ctx, dateId, reason),
});

/** Hourly: personal data of expired plans dropped, plans expired 30 days ago deleted. */
export const datePlansSweepJob = defineJob({
  name: 'date-plans-sweep',
  metric: 'date plans sweep',
  payload: z.object({}),
  queue: { retryLimit: 0, retryDelay: 60, expireInSeconds: 300 },
  every: () => 60 * 60_000,
  handle: (ctx) => sweepDatePlans(ctx),
});
