import { z } from 'zod';
import type { Config } from '../config/env';

export type SmsMessage = { /** Canonical 234XXXXXXXXXX. */ to: string; text: string };

/** The one way the product sends a text message; which provider stands behind it is configuration. */
export type SmsSender = {
  readonly provider: 'sandbox' | 'termii' | 'none';
  send(message: SmsMessage): Promise<void>;
  /** The sandbox's outbox (sandbox only). */
  latest?(phone: string): Promise<{ phone: string; code: string; sentAt: Date } | undefined>;
};

/** The provider did not take the message; `reason` is for logs and never holds the API key. */
export class SmsUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`SMS provider unavailable: ${reason}`);
    this.name = 'SmsUnavailableError';
  }
}

/** The configured provider; the sandbox, which keeps messages in a table, comes from modules/member-auth. */
export function createSmsSender(config: Config['sms'], sandbox: () => SmsSender): SmsSender {
  if (config.provider === 'termii') return termiiSmsSender(config);
  return config.provider === 'sandbox' ? sandbox() : noSmsSender();
}

/** No provider configured (and the sandbox not asked for): every send fails, so no code is ever handed out. */
const noSmsSender = (): SmsSender => ({
  provider: 'none',
  async send() {
    throw new SmsUnavailableError('no SMS provider configured (set SMS_PROVIDER)');
  },
});

/** The start banner's lines about SMS: loud while the sandbox hands out codes or nothing can be sent. */
export function smsStartWarnings(provider: SmsSender['provider']): string[] {
  if (provider === 'sandbox') {
    return [
      "  WARNING:         SMS SANDBOX ON: no text is sent and anyone can read any number's sign-in code at /api/v1/app/sandbox/sms/latest.",
      '                   Never let this server be reached from the internet; set SMS_PROVIDER=termii for real use.',
    ];
  }
  return provider === 'none'
    ? ['  Warning:         no SMS provider: sign-in codes cannot be sent (set SMS_PROVIDER)']
    : [];
}

/** Termii's answer to POST /api/sms/send. */
const termiiSendResponseSchema = z
  .object({ message_id: z.union([z.string(), z.number()]), message: z.string().optional() })
  .passthrough();

/**
 * Termii (a Nigerian SMS gateway): POST {base}/api/sms/send with the API key in the JSON body. The `dnd`
 * channel is Termii's transactional route, which reaches numbers on the Do-Not-Disturb list; codes must.
 */
export function termiiSmsSender(config: Config['sms']): SmsSender {
  return {
    provider: 'termii',
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/api/sms/send`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: config.apiKey,
            to,
            from: config.senderId,
            sms: text,
            type: 'plain',
            channel: 'dnd',
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        throw new SmsUnavailableError(error instanceof Error ? error.name : 'network error');
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!response.ok) throw new SmsUnavailableError(`HTTP ${response.status}`);
      if (!termiiSendResponseSchema.safeParse(body).success) throw new SmsUnavailableError('unexpected answer');
    },
  };
}
