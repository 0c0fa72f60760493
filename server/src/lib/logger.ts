import pino, { type Logger } from 'pino';

/** Paths whose values never reach a log line (DESIGN §5). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-paystack-signature"]',
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

export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: 'blynd' },
  });
}
export type { Logger };
