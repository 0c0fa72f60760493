import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };
export type SmtpSink = { mails: ReceivedMail[]; close(): Promise<void> };

/** A real SMTP server on a fixed port that keeps every mail; started again on the same port after an outage. */
export async function startSmtpSink(port: number, mails: ReceivedMail[] = []): Promise<SmtpSink> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
