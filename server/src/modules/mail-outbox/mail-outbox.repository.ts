import { and, asc, count, desc, eq, inArray, isNull, lt, min, ne, or, sql } from 'drizzle-orm';
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

export type KeptMail = typeof mailOutbox.$inferSelect;

/** How long a claim keeps others off a mail: longer than any SMTP exchange, short enough to recover from a crash. */
const CLAIM_MS = 2 * 60 * 1000;
const claimable = () => or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`));
const claimedFor = () => sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`;
const waitingToGo = (maxAttempts: number) =>
  and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, maxAttempts));

/** Keeps a mail; one about to be sent is written claimed, with its first attempt counted. */
export async function keepMail(
  db: DbOrTx,
  message: { to: string; subject: string; text: string; html: string | null; headers: Record<string, string> | null },
  sending: boolean,
): Promise<KeptMail> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      ...message,
      status: sending ? 'pending' : 'logged',
      ...(sending ? { attempts: 1, claimedUntil: claimedFor() } : {}),
    })
    .returning();
  return row!;
}

/**
 * Takes the mail for one send in one conditional update (decision 0081), counting the attempt; nothing when it
 * is sent, no longer waiting (`onlyPending`), or someone else is sending it.
 */
export async function claimMail(
  db: DbOrTx,
  id: string,
  onlyPending?: { maxAttempts: number },
): Promise<KeptMail | undefined> {
  const [row] = await db
    .update(mailOutbox)
    .set({ claimedUntil: claimedFor(), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(
      and(
        eq(mailOutbox.id, id),
        onlyPending ? waitingToGo(onlyPending.maxAttempts) : ne(mailOutbox.status, 'sent'),
        claimable(),
      ),
    )
    .returning();
  return row;
}

export async function markMailSent(db: DbOrTx, id: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null, claimedUntil: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailNotSent(db: DbOrTx, id: string, reason: string, givenUp: boolean) {
  await db
    .update(mailOutbox)
    .set({ lastError: reason.slice(0, 500), status: givenUp ? 'failed' : 'pending', claimedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** The oldest mails still waiting that nobody is sending, at most `limit`. */
export async function listMailsToFlush(db: DbOrTx, maxAttempts: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(waitingToGo(maxAttempts), claimable()))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
