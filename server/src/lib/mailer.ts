import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, lt, ne } from 'drizzle-orm';
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
   * Sends one kept mail now, its attempts counted afresh (the outbox screen's Retry). 'gone' when it no
   * longer waits (sent meanwhile, or never existed); 'not-configured' without SMTP.
   */
  retry(id: string): Promise<'sent' | 'pending' | 'gone' | 'not-configured'>;
  close(): void;
};

const MAX_ATTEMPTS = 20;

/**
 * Every mail is written to the outbox first, so nothing is lost when SMTP is down: it is sent now when
 * possible and retried by flushOutbox otherwise. Without SMTP (outside production) it stays as 'logged'.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }, logger: Logger): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from: options.from })
    : undefined;

  async function deliver(row: { id: string; to: string; subject: string; text: string; html: string | null; headers: Record<string, string> | null; attempts: number }) {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: row.headers ?? undefined,
        ...(row.headers?.['In-Reply-To'] ? { inReplyTo: row.headers['In-Reply-To'], references: row.headers['In-Reply-To'] } : {}),
      });
      await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null }).where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = row.attempts + 1;
      await db
        .update(mailOutbox)
        .set({ attempts, lastError: reason.slice(0, 500), status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending' })
        .where(eq(mailOutbox.id, row.id));
      logger.warn({ mailId: row.id, attempts }, 'mail not sent yet, kept in the outbox');
      return false;
    }
  }

  return {
    configured: !!transport,
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, html: message.html ?? null, headers: message.headers ?? null, status: transport ? 'pending' : 'logged' })
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
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(100);
      let sent = 0;
      for (const row of pending) if (await deliver(row)) sent++;
      return sent;
    },
    async retry(id) {
      if (!transport) return 'not-configured';
      const [row] = await db.update(mailOutbox).set({ status: 'pending', attempts: 0 }).where(and(eq(mailOutbox.id, id), ne(mailOutbox.status, 'sent'))).returning();
      if (!row) return 'gone';
      return (await deliver(row)) ? 'sent' : 'pending';
    },
    close() {
      transport?.close();
    },
  };
}
