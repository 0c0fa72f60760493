import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import type { Messaging, MulticastMessage } from 'firebase-admin/messaging';
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

/** Push to members' devices and browsers (modules/notifications/push-sender.ts, over the stored tokens and subscriptions). */
export type PushSender = {
  readonly configured: boolean;
  sendToMember(memberId: string, message: PushMessage): Promise<PushResult>;
  /**
   * Every device and browser of these members at once (a page of an announcement's broadcast, whose members the
   * caller chose by their preferences): one FCM multicast per 500 tokens.
   */
  sendToMembers(memberIds: string[], message: PushMessage): Promise<PushResult>;
};

/** FCM's answers that mean the token will never work again. */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);
/** Most tokens FCM takes in one multicast. */
export const FCM_MULTICAST_LIMIT = 500;

/**
 * One multicast per 500 tokens; answers how many devices FCM accepted it for and which tokens it called dead
 * (the caller deletes those). A batch FCM refuses outright counts as delivered to none.
 */
export async function sendToTokens(
  fcm: PushMessaging,
  tokens: string[],
  message: PushMessage,
  logger: Pick<Logger, 'warn'>,
): Promise<{ delivered: number; dead: string[] }> {
  let delivered = 0;
  const dead: string[] = [];
  for (let i = 0; i < tokens.length; i += FCM_MULTICAST_LIMIT) {
    const batchTokens = tokens.slice(i, i + FCM_MULTICAST_LIMIT);
    const payload: MulticastMessage = {
      tokens: batchTokens,
      notification: { title: message.title, body: message.body },
      data: message.data,
    };
    try {
      const batch = await fcm.sendEachForMulticast(payload);
      batch.responses.forEach((response, index) => {
        if (response.success) delivered++;
        else if (response.error && DEAD_TOKEN_CODES.has(response.error.code)) dead.push(batchTokens[index]);
      });
    } catch (error) {
      logger.warn({ err: error }, 'push batch failed');
    }
  }
  return { delivered, dead };
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
    const app =
      getApps().find((existing) => existing.name === name) ??
      initializeApp({ credential: cert(readServiceAccount(serviceAccountSetting)) }, name);
    return getMessaging(app);
  };
}
