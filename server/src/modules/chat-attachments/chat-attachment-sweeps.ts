import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../jobs/job-definition';
import { screenChatPhotoJob } from './chat-photo-screening';
import { deleteUnsentAttachments, listStuckChatPhotos } from './chat-photo-holds.repository';

/** An upload's own job is queued in the request that stored it: the sweep leaves the last minutes' alone. */
export const STUCK_CHECKING_MS = 5 * 60 * 1000;
/** An upload never sent in a message is deleted after a day (decision 0178): a member may still send it until then. */
export const UNSENT_ATTACHMENT_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;
const BATCH = 500;

/**
 * Chat photos left `checking` get their screening job again (the enqueue after the upload's commit may have failed,
 * or the job was lost): the job is stately, one queued and one running per attachment, and screens only a photo still
 * `checking`, so sending it again while one waits or runs changes nothing. Then uploads never sent in a message
 * for a day are deleted with their bytes, but those a report or kept evidence names (`kept_at`) and those held for
 * staff. Periodic: one run per interval across all instances; both steps are idempotent.
 */
export async function sweepChatAttachments(ctx: AppContext) {
  const now = ctx.now().getTime();
  const stuck = await listStuckChatPhotos(ctx.db, new Date(now - STUCK_CHECKING_MS), BATCH);
  for (const { id } of stuck) await ctx.jobs.send(screenChatPhotoJob, { attachmentId: id }, { singletonKey: id });
  const deleted = await deleteUnsentAttachments(ctx.db, new Date(now - UNSENT_ATTACHMENT_MS), BATCH);
  return { requeued: stuck.length, deleted };
}

export const sweepChatAttachmentsJob = defineJob({
  name: 'chat-attachments-sweep',
  metric: 'chat attachments sweep',
  payload: z.object({}),
  queue: { retryLimit: 0, retryDelay: 60, expireInSeconds: 300 },
  every: () => SWEEP_EVERY_MS,
  handle: (ctx) => sweepChatAttachments(ctx),
});
