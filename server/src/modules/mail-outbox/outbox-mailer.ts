import type { DbOrTx } from '../../db/client';
import type { Logger } from '../../lib/logger';
import type { MailTransport, Mailer } from '../../lib/mailer';
import {
  claimMail,
  keepMail,
  listMailsToFlush,
  markMailNotSent,
  markMailSent,
  type KeptMail,
} from './mail-outbox.repository';

const MAX_ATTEMPTS = 20;
const FLUSH_BATCH = 100;

/**
 * Every mail is written to the outbox first, so nothing is lost when SMTP is down: it is sent now when
 * possible and sent again by the outbox flush job (mail-outbox.jobs.ts) otherwise. Without SMTP (outside
 * production) it stays as 'logged'. Whoever sends a mail first claims it in one conditional update (decision
 * 0081): a retry, a flush and another instance never send it twice at once, and every claim counts one attempt.
 */
export function createOutboxMailer(db: DbOrTx, transport: MailTransport | undefined, logger: Logger): Mailer {
  async function deliver(row: KeptMail) {
    if (!transport) return false;
    try {
      await transport.deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: row.headers ?? undefined,
      });
      await markMailSent(db, row.id);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markMailNotSent(db, row.id, reason, row.attempts >= MAX_ATTEMPTS);
      logger.warn({ mailId: row.id, attempts: row.attempts }, 'mail not sent yet, kept in the outbox');
      return false;
    }
  }

  return {
    configured: !!transport,
    async send(message) {
      const row = await keepMail(
        db,
        { ...message, html: message.html ?? null, headers: message.headers ?? null },
        !!transport,
      );
      if (!transport) {
        logger.info({ mailId: row.id, subject: message.subject }, 'SMTP not configured: mail kept in the outbox');
        return { id: row.id, status: 'logged' };
      }
      const sent = await deliver(row);
      return { id: row.id, status: sent ? 'sent' : 'pending' };
    },
    async flushOutbox() {
      if (!transport) return 0;
      let sent = 0;
      for (const id of await listMailsToFlush(db, MAX_ATTEMPTS, FLUSH_BATCH)) {
        const row = await claimMail(db, id, { maxAttempts: MAX_ATTEMPTS });
        if (row && (await deliver(row))) sent++;
      }
      return sent;
    },
    async retry(id) {
      if (!transport) return 'not-configured';
      const row = await claimMail(db, id);
      if (!row) return 'gone';
      return (await deliver(row)) ? 'sent' : 'pending';
    },
    close() {
      transport?.close();
    },
  };
}
