import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { broadcastAnnouncement } from './broadcast.service';
import { languageOf, noticeInLanguage } from './member-language';

const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.string()).optional(),
});

/**
 * A push to one member's devices, after the commit of what it tells. FCM out of reach (nothing delivered to any
 * device) fails the run, and it is tried again with backoff: no device got it yet, so a retry never doubles one.
 */
export const pushToMemberJob = defineJob({
  name: 'push-member',
  metric: 'push to a member',
  payload: z.object({ memberId: z.string().min(1), message: pushMessageSchema }),
  queue: { retryLimit: 4, retryDelay: 5, retryDelayMax: 300, expireInSeconds: 120 },
  pollSeconds: 1,
  async handle(ctx, { memberId, message }) {
    // In the member's language as it is when the push goes out (decision 0171); English is sent as it was written.
    const result = await ctx.push.sendToMember(memberId, noticeInLanguage(await languageOf(ctx.db, memberId), message));
    if (result.status === 'failed') throw new Error(`push reached none of ${result.failed} devices`);
    return result;
  },
});

/**
 * A system message told to every member as each one's news preferences say (decision 0177): pushed now to devices
 * and browsers, held for the digest, mailed, or not sent. Not retried when some devices missed it: the others already
 * have it. Only a run that fails outright (the database) is tried again. The job is queued once per announcement
 * and pg-boss hands a job to one worker, so two instances never both send it.
 */
export const pushToEveryoneJob = defineJob({
  name: 'push-everyone',
  metric: 'push to everyone',
  payload: z.object({ notificationId: z.string().min(1), title: z.string(), body: z.string() }),
  queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 1800 },
  pollSeconds: 1,
  async handle(ctx, announcement) {
    const result = await broadcastAnnouncement(ctx, announcement);
    ctx.logger.info({ notificationId: announcement.notificationId, ...result }, 'system message pushed');
    return result;
  },
});
