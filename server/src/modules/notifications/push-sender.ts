import type { DbOrTx } from '../../db/client';
import type { Logger } from '../../lib/logger';
import {
  FCM_MULTICAST_LIMIT,
  sendToTokens,
  type PushMessage,
  type PushMessaging,
  type PushResult,
  type PushSender,
} from '../../lib/push';
import { deletePushTokens, pushTokensOf, reachablePushTokens } from './push-tokens.repository';

const nothing = (status: PushResult['status'], failed = 0): PushResult => ({ status, delivered: 0, failed, pruned: 0 });

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

  async function client(): Promise<PushMessaging | undefined> {
    try {
      return await (resolved ??= messaging!());
    } catch (error) {
      resolved = undefined;
      logger.error({ err: error }, 'firebase messaging could not be initialised');
      return undefined;
    }
  }

  async function sendAndPrune(fcm: PushMessaging, tokens: string[], message: PushMessage) {
    const { delivered, dead } = await sendToTokens(fcm, tokens, message, logger);
    await deletePushTokens(db, dead);
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
      if (!messaging) return nothing('not-configured');
      const tokens = await pushTokensOf(db, memberId);
      if (tokens.length === 0) return nothing('no-devices');
      const fcm = await client();
      if (!fcm) return nothing('failed', tokens.length);
      return outcome(tokens.length, await sendAndPrune(fcm, tokens, message));
    },

    async sendToAllMembers(message) {
      if (!messaging) return nothing('not-configured');
      const fcm = await client();
      if (!fcm) return nothing('failed');
      // Walked by token in pages of one FCM batch, so memory stays flat however many devices there are.
      let after = '';
      let total = 0;
      const sum = { delivered: 0, pruned: 0 };
      for (;;) {
        const page = await reachablePushTokens(db, after, FCM_MULTICAST_LIMIT);
        if (page.length === 0) break;
        total += page.length;
        const sent = await sendAndPrune(fcm, page, message);
        sum.delivered += sent.delivered;
        sum.pruned += sent.pruned;
        after = page[page.length - 1]!;
      }
      if (total === 0) return nothing('no-devices');
      return outcome(total, sum);
    },
  };
}
