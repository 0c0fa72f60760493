import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; headers: Record<string, string>; text: string; html: string };

/**
 * A real SMTP server that keeps every mail it receives: on a free port, or on `port` (the resilience suite
 * starts it again on the same port after an outage, keeping the same `mails`).
 */
export async function startSmtp({ port = 0, mails = [] as ReceivedMail[] } = {}) {
  /** While true, every recipient is refused (550), as a mail server that is up but will not take mail. */
  const state = { refusing: false };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refusing) return callback();
      const refused = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}?ignoreTLS=true`,
    mails,
    refuse: (on: boolean) => void (state.refusing = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding: string | undefined) {
  if (/base64/i.test(encoding ?? '')) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding ?? '')) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Just enough MIME to read nodemailer's text/html alternatives. */
function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const at = section.search(/\r?\n\r?\n/);
      const partHeaders = parseHeaders(section.slice(0, at));
      parts.push({
        type: partHeaders['content-type'] ?? '',
        content: decode(
          section
            .slice(at)
            .replace(/^\r?\n\r?\n/, '')
            .replace(/\r?\n$/, ''),
          partHeaders['content-transfer-encoding'],
        ),
      });
    }
  } else {
    parts.push({
      type: headers['content-type'] ?? 'text/plain',
      content: decode(body, headers['content-transfer-encoding']),
    });
  }
  const find = (type: string) => parts.find((p) => p.type.startsWith(type))?.content ?? '';
  return { to, raw, headers, text: find('text/plain'), html: find('text/html') };
}
