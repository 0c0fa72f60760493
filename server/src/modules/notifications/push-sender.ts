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
import type { WebPushClient } from '../../lib/web-push';
import { deletePushTokens, pushTokensOf, reachablePushTokens } from './push-tokens.repository';
import { deleteWebPushSubscriptions, webPushTargetsOf } from './web-push-subscriptions.repository';

const nothing = (status: PushResult['status'], failed = 0): PushResult => ({ status, delivered: 0, failed, pruned: 0 });

/**
 * The web push payload (decision 0167): what the lock screen shows (the same title and body as the app's push,
 * which name no liker and quote no message) and the kind and ids the page needs to open the right screen.
 */
export const webPushPayload = (message: PushMessage) =>
  JSON.stringify({ title: message.title, body: message.body, data: message.data ?? {} });

/**
 * Sends to every device token stored for a member and deletes the tokens FCM reports dead, and to every browser
 * subscription (web push, decision 0167), deleting those the push service calls gone.
 * `messaging` is resolved on first use; undefined means FCM is not configured, as `webPush` undefined means no VAPID.
 */
export function createPushSender(
  db: DbOrTx,
  logger: Logger,
  messaging: (() => Promise<PushMessaging>) | undefined,
  webPush?: WebPushClient,
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

  async function sendToBrowsers(memberId: string, message: PushMessage) {
    const targets = webPush ? await webPushTargetsOf(db, memberId) : [];
    if (!webPush || targets.length === 0) return { total: 0, delivered: 0, pruned: 0 };
    const payload = webPushPayload(message);
    const outcomes = await Promise.all(targets.map((target) => webPush.send(target, payload)));
    const gone = targets.filter((_, i) => outcomes[i] === 'gone').map((target) => target.endpoint);
    await deleteWebPushSubscriptions(db, gone);
    return { total: targets.length, delivered: outcomes.filter((o) => o === 'sent').length, pruned: gone.length };
  }

  async function sendToDevices(memberId: string, message: PushMessage) {
    if (!messaging) return { total: 0, delivered: 0, pruned: 0 };
    const tokens = await pushTokensOf(db, memberId);
    if (tokens.length === 0) return { total: 0, delivered: 0, pruned: 0 };
    const fcm = await client();
    if (!fcm) return { total: tokens.length, delivered: 0, pruned: 0 };
    return { total: tokens.length, ...(await sendAndPrune(fcm, tokens, message)) };
  }

  return {
    configured: messaging !== undefined || webPush !== undefined,
    async sendToMember(memberId, message) {
      if (!messaging && !webPush) return nothing('not-configured');
      const [devices, browsers] = await Promise.all([
        sendToDevices(memberId, message),
        sendToBrowsers(memberId, message),
      ]);
      const total = devices.total + browsers.total;
      if (total === 0) return nothing('no-devices');
      return outcome(total, {
        delivered: devices.delivered + browsers.delivered,
        pruned: devices.pruned + browsers.pruned,
      });
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
