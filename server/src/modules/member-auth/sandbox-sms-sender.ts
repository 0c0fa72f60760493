import type { DbOrTx } from '../../db/client';
import type { SmsSender } from '../../lib/sms-sender';
import { keepSandboxSms, latestSandboxSms } from './sandbox-sms.repository';

const CODE_IN_TEXT = /\b(\d{6})\b/;

/** Keeps messages in an outbox table instead of sending them (outside production only). */
export function sandboxSmsSender(db: DbOrTx): SmsSender {
  return {
    provider: 'sandbox',
    async send({ to, text }) {
      await keepSandboxSms(db, { phone: to, body: text, code: CODE_IN_TEXT.exec(text)?.[1] ?? null });
    },
    async latest(phone) {
      const row = await latestSandboxSms(db, phone);
      if (!row?.code) return undefined;
      return { phone: row.phone, code: row.code, sentAt: row.sentAt };
    },
  };
}
