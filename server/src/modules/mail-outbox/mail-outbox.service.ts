import {
  OUTBOX_MESSAGES,
  PAGE_SIZE,
  type MailStatus,
  type OutboxListResponse,
  type OutboxMail,
  type OutboxQuery,
  type OutboxRetryResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { countOutbox, countOutboxBacklog, findOutboxMail, listOutbox, type OutboxRow } from './mail-outbox.repository';

const toOutboxMail = (row: OutboxRow): OutboxMail => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status as MailStatus,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** A page of the outbox, newest first, with the count of each status and whether SMTP is set at all. */
export async function getOutbox(ctx: AppContext, { page, status }: OutboxQuery): Promise<OutboxListResponse> {
  const [rows, counts] = await Promise.all([
    listOutbox(ctx.db, status, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    countOutbox(ctx.db),
  ]);
  const total = status ? counts[status] : Object.values(counts).reduce((sum, n) => sum + n, 0);
  return { mails: rows.map(toOutboxMail), counts, configured: ctx.mailer.configured, total, page, pageSize: PAGE_SIZE };
}

/** Sends a queued, failed or logged mail now, as one more attempt; never while another send of it is under way (decision 0081). */
export async function retryMail(ctx: AppContext, id: string, actor: Actor): Promise<OutboxRetryResponse> {
  const before = await findOutboxMail(ctx.db, id);
  if (!before) throw new AppError('NOT_FOUND', OUTBOX_MESSAGES.notFound);
  if (before.status === 'sent') throw new AppError('CONFLICT', OUTBOX_MESSAGES.alreadySent);
  if (!ctx.mailer.configured) throw new AppError('CONFLICT', OUTBOX_MESSAGES.notConfigured);
  await recordAudit(ctx.db, actor, {
    action: 'mail.retry',
    targetType: 'mail',
    targetId: id,
    details: { status: before.status, attempts: before.attempts },
  });
  const outcome = await ctx.mailer.retry(id);
  if (outcome === 'gone') {
    const now = await findOutboxMail(ctx.db, id);
    throw new AppError('CONFLICT', now?.status === 'sent' ? OUTBOX_MESSAGES.alreadySent : OUTBOX_MESSAGES.beingSent);
  }
  const after = (await findOutboxMail(ctx.db, id))!;
  return {
    message: outcome === 'sent' ? OUTBOX_MESSAGES.sent(after.to) : OUTBOX_MESSAGES.queued,
    mail: toOutboxMail(after),
  };
}

/** Mails not sent yet (pending) or given up (failed), and when the oldest pending one was written: for /metrics. */
export const outboxBacklog = (ctx: AppContext) => countOutboxBacklog(ctx.db);
