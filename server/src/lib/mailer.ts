import nodemailer, { type Transporter } from 'nodemailer';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type MailResult = { id: string; status: 'sent' | 'pending' | 'logged' };

/** What the product does with mail: every mail is kept in the outbox (modules/mail-outbox/outbox-mailer.ts). */
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

/** One SMTP exchange; throws when the server does not take the mail. */
export type MailTransport = {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
};

/** SMTP through nodemailer; undefined without SMTP_URL (outside production mails are then only kept). */
export function createMailTransport(options: { smtpUrl?: string; from: string }): MailTransport | undefined {
  if (!options.smtpUrl) return undefined;
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl, { from: options.from });
  return {
    async deliver(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        ...(message.headers?.['In-Reply-To']
          ? { inReplyTo: message.headers['In-Reply-To'], references: message.headers['In-Reply-To'] }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
