import { ADA, adminLogin, call, confirmPayer, initiate, planPrice, query, verify } from './support/api';
import { freePort, waitFor } from './support/net';
import { startPaystackStandIn, type PaystackStandIn } from '../../src/test-support/paystack-stand-in';
import { startPostgres, type PostgresInstance } from './support/postgres-instance';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './support/smtp-sink';

/**
 * The server retries the outbox on a timer (60 s in server.ts). MAIL_FLUSH_INTERVAL_MS is the proposed
 * key to shorten it; until the server reads it, this scenario waits out the full minute.
 */
const FLUSH_WAIT_MS = 80_000;

describe('SMTP down', () => {
  let pg: PostgresInstance;
  let dbUrl: string;
  let paystack: PaystackStandIn;
  let server: ServerProcess;
  let smtp: SmtpSink | undefined;
  let smtpPort: number;
  const mails: ReceivedMail[] = [];

  beforeAll(async () => {
    pg = await startPostgres();
    dbUrl = await pg.createDatabase('blynd_smtp');
    paystack = await startPaystackStandIn();
    paystack.autoPay = true;
    smtpPort = await freePort();
    smtp = await startSmtpSink(smtpPort, mails);
    server = await startServerProcess({
      DATABASE_URL: dbUrl,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      MAIL_FLUSH_INTERVAL_MS: '2000',
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await smtp?.close();
    await paystack?.close();
    pg?.destroy();
  });

  it('When SMTP is down, then replies and receipts wait in the outbox and are sent once it is back', async () => {
    await smtp!.close();
    smtp = undefined;

    const subject = `Outage question ${Date.now()}`;
    const sent = await call(server.url, '/api/v1/public/sendmessage', {
      body: {
        email: 'asker@example.com',
        fullname: 'Asking Member',
        phone: '08030000001',
        subject,
        message: 'Can you hear me while mail is down?',
      },
    });
    expect(sent.status).toBe(201);
    const [contact] = await query<{ id: string; message: string }>(
      dbUrl,
      'select id, message from contact_messages where subject = $1',
      [subject],
    );
    const admin = await adminLogin(server.url);
    const reply = await call(server.url, '/api/v1/admin/replycontactmessage', {
      headers: { authorization: admin.auth },
      body: {
        adminId: admin.adminId,
        messageId: contact.id,
        email: 'asker@example.com',
        fullname: 'Asking Member',
        subject: `Re: ${subject}`,
        message: 'Yes, this reply waits for the mail server.',
        previousMessage: contact.message,
      },
    });
    expect(reply.status).toBeLessThan(300);

    const payer = await confirmPayer(server.url, ADA.phone, ADA.dob, ADA.email);
    const started = await initiate(server.url, payer, await planPrice(server.url));
    expect(started.status).toBe(201);
    const verified = await verify(server.url, payer, started.body.reference as string);
    expect(verified.status).toBe(200);

    const waiting = await query<{ to: string; status: string }>(
      dbUrl,
      `select "to", status from mail_outbox where "to" in ('asker@example.com', $1)`,
      [ADA.email],
    );
    expect(waiting.map((m) => m.to).sort()).toEqual([ADA.email, 'asker@example.com']);
    expect(waiting.every((m) => m.status === 'pending')).toBe(true);

    smtp = await startSmtpSink(smtpPort, mails);
    const delivered = await waitFor(
      async () =>
        (
          await query(dbUrl, `select 1 from mail_outbox where "to" in ('asker@example.com', $1) and status = 'sent'`, [
            ADA.email,
          ])
        ).length === 2,
      FLUSH_WAIT_MS,
      500,
    );
    expect(delivered).toBeDefined();
    expect(mails.flatMap((m) => m.to).sort()).toEqual(expect.arrayContaining([ADA.email, 'asker@example.com']));
    expect(server.alive()).toBe(true);
  });
});
