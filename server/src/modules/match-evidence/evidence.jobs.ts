import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { purgeEvidence } from './evidence.purge';

/** Hourly, on one instance at a time: evidence of matches that ended 30 days ago goes (decision 0154). */
export const purgeEvidenceJob = defineJob({
  name: 'match-evidence-purge',
  metric: 'match evidence purge',
  payload: z.object({}),
  queue: { retryLimit: 0, retryDelay: 60, expireInSeconds: 300 },
  every: () => 60 * 60_000,
  handle: (ctx) => purgeEvidence(ctx),
});
