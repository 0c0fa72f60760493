import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';

/**
 * Sends the mails the outbox still holds (SMTP was down when they were written) every MAIL_FLUSH_INTERVAL_MS, on
 * one instance at a time; each mail is claimed before it is sent (decision 0081), so a Retry from the outbox
 * screen never sends it twice. Off without SMTP: then mails are kept as 'logged' and nothing waits.
 */
export const flushMailOutboxJob = defineJob({
  name: 'mail-outbox-flush',
  metric: 'mail outbox flush',
  payload: z.object({}),
  queue: { retryLimit: 1, retryDelay: 1, expireInSeconds: 600 },
  every: (config) => (config.mail.smtpUrl ? config.mail.flushIntervalMs : 0),
  handle: (ctx) => ctx.mailer.flushOutbox(),
});
