import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Messaging, MulticastMessage } from 'firebase-admin/messaging';
import type { DbOrTx } from '../db/client';
import { memberPushTokens, members } from '../db/schema';
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
  /** Every device of every member who is neither blocked nor disabled (the control centre's system messages). */
  sendToAllMembers(message: PushMessage): Promise<PushResult>;
};

/** FCM's answers that mean the token will never work again. */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);
const FCM_MULTICAST_LIMIT = 500;

/**
 * Sends to every device token stored for a member and deletes the tokens FCM reports dead.
 * `messaging` is resolved on first use; undefined means push is not configured.
 */
export function createPushSender(
  db: DbOrTx,
  logger: Logger,
  messaging: (() => Promise<PushMessaging>) | undefined,
): PushSender {
  let resolved: Promise<PushMessaging> | undefined;
  const notConfigured: PushResult = { status: 'not-configured', delivered: 0, failed: 0, pruned: 0 };

  async function client(): Promise<PushMessaging | undefined> {
    try {
      return await (resolved ??= messaging!());
    } catch (error) {
      resolved = undefined;
      logger.error({ err: error }, 'firebase messaging could not be initialised');
      return undefined;
    }
  }

  /** One multicast per 500 tokens; tokens FCM calls dead are deleted. */
  async function sendBatches(fcm: PushMessaging, tokens: string[], message: PushMessage) {
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
    if (dead.length) await db.delete(memberPushTokens).where(inArray(memberPushTokens.token, dead));
    return { delivered, pruned: dead.length };
  }

  const outcome = (total: number, sent: { delivered: number; pruned: number }): PushResult => ({
    status: sent.delivered > 0 ? 'sent' : 'failed',
    delivered: sent.delivered,
    failed: total - sent.delivered,
    pruned: sent.pruned,
  });

  return {
    configured: messaging !== undefined,
    async sendToMember(memberId, message) {
      if (!messaging) return notConfigured;
      const rows = await db
        .select({ token: memberPushTokens.token })
        .from(memberPushTokens)
        .where(eq(memberPushTokens.memberId, memberId));
      if (rows.length === 0) return { status: 'no-devices', delivered: 0, failed: 0, pruned: 0 };
      const fcm = await client();
      if (!fcm) return { status: 'failed', delivered: 0, failed: rows.length, pruned: 0 };
      return outcome(
        rows.length,
        await sendBatches(
          fcm,
          rows.map((row) => row.token),
          message,
        ),
      );
    },

    async sendToAllMembers(message) {
      if (!messaging) return notConfigured;
      const fcm = await client();
      if (!fcm) return { status: 'failed', delivered: 0, failed: 0, pruned: 0 };
      // Walked by token in pages of one FCM batch, so memory stays flat however many devices there are.
      let after = '';
      let total = 0;
      const sum = { delivered: 0, pruned: 0 };
      for (;;) {
        const page = await db
          .select({ token: memberPushTokens.token })
          .from(memberPushTokens)
          .innerJoin(members, eq(members.id, memberPushTokens.memberId))
          .where(and(gt(memberPushTokens.token, after), eq(members.isBlocked, false), eq(members.disabled, false)))
          .orderBy(asc(memberPushTokens.token))
          .limit(FCM_MULTICAST_LIMIT);
        if (page.length === 0) break;
        total += page.length;
        const sent = await sendBatches(
          fcm,
          page.map((row) => row.token),
          message,
        );
        sum.delivered += sent.delivered;
        sum.pruned += sent.pruned;
        after = page[page.length - 1].token;
      }
      if (total === 0) return { status: 'no-devices', delivered: 0, failed: 0, pruned: 0 };
      return outcome(total, sum);
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
    const app =
      getApps().find((existing) => existing.name === name) ??
      initializeApp({ credential: cert(readServiceAccount(serviceAccountSetting)) }, name);
    return getMessaging(app);
  };
}
