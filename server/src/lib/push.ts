import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Messaging, MulticastMessage } from 'firebase-admin/messaging';
import type { DbOrTx } from '../db/client';
import { memberPushTokens } from '../db/schema';
import type { Logger } from './logger';

/** The part of firebase-admin's Messaging this module uses; tests pass a fake of it. */
export type PushMessaging = Pick<Messaging, 'sendEachForMulticast'>;

export type PushMessage = { title: string; body: string; data?: Record<string, string> };

export type PushResult = {
  status: 'sent' | 'no-devices' | 'not-configured' | 'failed';
  /** Devices FCM accepted the message for. */
  delivered: number;
  failed: number;
  /** Tokens FCM called invalid, now deleted. */
  pruned: number;
};

export type PushSender = {
  readonly configured: boolean;
  sendToMember(memberId: string, message: PushMessage): Promise<PushResult>;
};

/** FCM's answers that mean the token will never work again. */
const DEAD_TOKEN_CODES = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);
const FCM_MULTICAST_LIMIT = 500;

/**
 * Sends to every device token stored for a member and deletes the tokens FCM reports dead.
 * `messaging` is resolved on first use; undefined means push is not configured.
 */
export function createPushSender(db: DbOrTx, logger: Logger, messaging: (() => Promise<PushMessaging>) | undefined): PushSender {
  let resolved: Promise<PushMessaging> | undefined;
  return {
    configured: messaging !== undefined,
    async sendToMember(memberId, message) {
      if (!messaging) return { status: 'not-configured', delivered: 0, failed: 0, pruned: 0 };
      const rows = await db.select({ token: memberPushTokens.token }).from(memberPushTokens).where(eq(memberPushTokens.memberId, memberId));
      if (rows.length === 0) return { status: 'no-devices', delivered: 0, failed: 0, pruned: 0 };

      let client: PushMessaging;
      try {
        client = await (resolved ??= messaging());
      } catch (error) {
        resolved = undefined;
        logger.error({ err: error }, 'firebase messaging could not be initialised');
        return { status: 'failed', delivered: 0, failed: rows.length, pruned: 0 };
      }

      let delivered = 0;
      const dead: string[] = [];
      for (let i = 0; i < rows.length; i += FCM_MULTICAST_LIMIT) {
        const tokens = rows.slice(i, i + FCM_MULTICAST_LIMIT).map((row) => row.token);
        const payload: MulticastMessage = { tokens, notification: { title: message.title, body: message.body }, data: message.data };
        try {
          const batch = await client.sendEachForMulticast(payload);
          batch.responses.forEach((response, index) => {
            if (response.success) delivered++;
            else if (response.error && DEAD_TOKEN_CODES.has(response.error.code)) dead.push(tokens[index]);
          });
        } catch (error) {
          logger.warn({ err: error, memberId }, 'push batch failed');
        }
      }
      if (dead.length) await db.delete(memberPushTokens).where(inArray(memberPushTokens.token, dead));
      return { status: delivered > 0 ? 'sent' : 'failed', delivered, failed: rows.length - delivered, pruned: dead.length };
    },
  };
}

/** FIREBASE_SERVICE_ACCOUNT holds either the service account JSON itself or a path to its file. */
export function readServiceAccount(value: string): Record<string, unknown> {
  const text = value.trim().startsWith('{') ? value : readFileSync(value.trim(), 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

/** firebase-admin is loaded only when push is configured and first used. */
export function firebaseMessaging(serviceAccountSetting: string): () => Promise<PushMessaging> {
  return async () => {
    const { cert, getApps, initializeApp } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    const name = `blynd-push-${createHash('sha256').update(serviceAccountSetting).digest('hex').slice(0, 12)}`;
    const app = getApps().find((existing) => existing.name === name) ?? initializeApp({ credential: cert(readServiceAccount(serviceAccountSetting)) }, name);
    return getMessaging(app);
  };
}
