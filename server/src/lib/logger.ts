import pino, { type Logger } from 'pino';

/** Request headers whose values never reach a log line (docs/domain-rules.md#security-rules). */
export const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'x-paystack-signature'];

/** Paths whose values never reach a log line (docs/domain-rules.md#security-rules). */
export const REDACTED_PATHS = [
  ...CREDENTIAL_HEADERS.map((name) => `req.headers["${name}"]`),
  'res.headers["set-cookie"]',
  '*.password',
  '*.passcode',
  '*.accessCode',
  '*.token',
  '*.secretKey',
  'password',
  'passcode',
  'token',
];

export const REDACTED_CENSOR = '[redacted]';

/** Log lines are written in batches of this many bytes, and at least this often. */
const LOG_BATCH_BYTES = 12 * 1024;
const LOG_FLUSH_INTERVAL_MS = 1000;

export function createLogger(level: string): Logger {
  // Every request is logged, so a write per line would cost a system call per request. Lines are
  // buffered and written off the event loop instead; pino flushes what is left when the process exits,
  // so only a hard kill can lose the last second of lines.
  const destination =
    level === 'silent'
      ? undefined
      : pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_INTERVAL_MS });
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: REDACTED_CENSOR },
      base: { service: 'blynd' },
    },
    destination,
  );
}
export type { Logger };
