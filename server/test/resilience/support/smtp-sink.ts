import { startSmtp, type ReceivedMail } from '../../../src/modules/admin/__tests__/smtp-kit';

export type { ReceivedMail };
export type SmtpSink = Awaited<ReturnType<typeof startSmtp>>;

/** The SMTP server of the unit tests on a fixed port, so it can be stopped and started again with the same mails. */
export const startSmtpSink = (port: number, mails: ReceivedMail[] = []): Promise<SmtpSink> =>
  startSmtp({ port, mails });
