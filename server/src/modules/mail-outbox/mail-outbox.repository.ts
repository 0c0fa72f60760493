import { count, desc, eq, inArray, min } from 'drizzle-orm';
import { MAIL_STATUSES, type MailStatus } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** What the outbox screen may show: never the text or HTML (decision 0057). */
const listedFields = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

export type OutboxRow = { [K in keyof typeof listedFields]: (typeof mailOutbox.$inferSelect)[K] };

const byStatus = (status?: MailStatus) => (status ? eq(mailOutbox.status, status) : undefined);

export const listOutbox = (
  db: DbOrTx,
  status: MailStatus | undefined,
  limit: number,
  offset: number,
): Promise<OutboxRow[]> =>
  db
    .select(listedFields)
    .from(mailOutbox)
    .where(byStatus(status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .offset(offset);

export async function countOutbox(db: DbOrTx) {
  const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<MailStatus, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as MailStatus] = row.n;
  return counts;
}

/** Mails not sent, for /metrics: read through the (status, created_at) index, whatever the size of the sent history. */
export async function countOutboxBacklog(db: DbOrTx) {
  const rows = await db
    .select({ status: mailOutbox.status, n: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .groupBy(mailOutbox.status);
  const pending = rows.find((row) => row.status === 'pending');
  return {
    pending: pending?.n ?? 0,
    failed: rows.find((row) => row.status === 'failed')?.n ?? 0,
    oldestPendingAt: pending?.oldest ? new Date(pending.oldest) : null,
  };
}

export async function findOutboxMail(db: DbOrTx, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select(listedFields).from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}
