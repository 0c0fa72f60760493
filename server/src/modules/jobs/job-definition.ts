import type { z } from 'zod';
import type { Config } from '../../config/env';
import type { AppContext } from '../../context';

/** How pg-boss keeps a job's queue: retries with backoff, how long a run may take before it counts as lost. */
export type JobQueueOptions = {
  /** Tries after the first; the job then goes to the dead letters. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (with jitter) up to `retryDelayMax`. */
  retryDelay: number;
  retryDelayMax?: number;
  /** A run still active this long is taken as lost (its process died) and tried again. */
  expireInSeconds: number;
};

/**
 * One kind of background work: its queue name, the payload it accepts (parsed before every run, so a job written
 * by an older build that no longer fits fails loudly instead of running on guesses), and its handler.
 * `every` makes it periodic: one run per interval across all instances, the next queued when a run ends.
 */
export type JobDefinition<T> = {
  name: string;
  /** The label of its runs and failures on /metrics (blynd_job_runs_total{job}). */
  metric: string;
  payload: z.ZodType<T>;
  queue: JobQueueOptions;
  handle(ctx: AppContext, data: T): Promise<unknown>;
  /** Milliseconds between runs read from the configuration; 0 turns the job off. */
  every?: (config: Config) => number;
  /**
   * `stately`: at most one job queued and one running per singleton key (a photo's screening, decision 0149);
   * periodic jobs are always stately. Default `standard`.
   */
  policy?: 'standard' | 'stately';
  /** Seconds between a worker's looks for new jobs (pg-boss polls; a job sent in this process wakes it at once). */
  pollSeconds?: number;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds jobs of every payload type.
export type AnyJobDefinition = JobDefinition<any>;

export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;
