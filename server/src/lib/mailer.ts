import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from './logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type MailResult = { id: string; status: 'sent' | 'pending' | 'logged' };

export type Mailer = {
  readonly configured: boolean;
  send(message: MailMessage): Promise<MailResult>;
  /** Retries every pending mail; returns how many went out. */
  flushOutbox(): Promise<number>;
  /**
   * Sends one kept mail now (the outbox screen's Retry), counting one more attempt. 'gone' when it no
   * longer waits (sent meanwhile, being sent by someone else, or never existed); 'not-configured' without SMTP.
   */
  retry(id: string): Promise<'sent' | 'pending' | 'gone' | 'not-configured'>;
  close(): void;
};

const MAX_ATTEMPTS = 20;
/** How long a claim keeps others off a mail: longer than any SMTP exchange, short enough to recover from a crash. */
const CLAIM_MS = 2 * 60 * 1000;

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Every mail is written to the outbox first, so nothing is lost when SMTP is down: it is sent now when
 * possible and retried by flushOutbox otherwise. Without SMTP (outside production) it stays as 'logged'.
 * Whoever sends a mail first claims it in one conditional update (decision 0081): a retry, a flush and
 * another instance never send it twice at once, and every claim counts one attempt.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }, logger: Logger): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from: options.from })
    : undefined;

  const claimable = or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`));
  const claimedFor = () => sql`now() + ${`${CLAIM_MS} milliseconds`}::interval`;

  /** Takes the mail for one send, or answers nothing when it is sent or someone else is sending it. */
  async function claim(id: string, waiting: SQL | undefined = ne(mailOutbox.status, 'sent')) {
    const [row] = await db
      .update(mailOutbox)
      .set({ claimedUntil: claimedFor(), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(and(eq(mailOutbox.id, id), waiting, claimable))
      .returning();
    return row;
  }

  async function deliver(row: OutboxRow) {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: row.headers ?? undefined,
        ...(row.headers?.['In-Reply-To']
          ? { inReplyTo: row.headers['In-Reply-To'], references: row.headers['In-Reply-To'] }
          : {}),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, claimedUntil: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({
          lastError: reason.slice(0, 500),
          status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          claimedUntil: null,
        })
        .where(eq(mailOutbox.id, row.id));
      logger.warn({ mailId: row.id, attempts: row.attempts }, 'mail not sent yet, kept in the outbox');
      return false;
    }
  }

  return {
    configured: !!transport,
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          ...message,
          html: message.html ?? null,
          headers: message.headers ?? null,
          status: transport ? 'pending' : 'logged',
          ...(transport ? { attempts: 1, claimedUntil: claimedFor() } : {}),
        })
        .returning();
      if (!transport) {
        logger.info({ mailId: row.id, subject: message.subject }, 'SMTP not configured: mail kept in the outbox');
        return { id: row.id, status: 'logged' };
      }
      const sent = await deliver(row);
      return { id: row.id, status: sent ? 'sent' : 'pending' };
    },
    async flushOutbox() {
      if (!transport) return 0;
      const pending = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS), claimable))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(100);
      let sent = 0;
      for (const { id } of pending) {
        const row = await claim(id, and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS)));
        if (row && (await deliver(row))) sent++;
      }
      return sent;
    },
    async retry(id) {
      if (!transport) return 'not-configured';
      const row = await claim(id);
      if (!row) return 'gone';
      return (await deliver(row)) ? 'sent' : 'pending';
    },
    close() {
      transport?.close();
    },
  };
}
