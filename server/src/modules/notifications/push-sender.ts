import type { DbOrTx } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { sendToTokens, type PushMessage, type PushMessaging, type PushResult, type PushSender } from '../../lib/push';
import type { WebPushClient } from '../../lib/web-push';
import { deletePushTokens, pushTokensOf } from './push-tokens.repository';
import { deleteWebPushSubscriptions, webPushTargetsOf } from './web-push-subscriptions.repository';

/** Browser pushes in flight at once (each is its own request to the browser's push service). */
const WEB_PUSH_AT_ONCE = 50;

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

  /** Browsers a few at a time, so a page of a broadcast does not open hundreds of connections at once. */
  async function sendToBrowsers(memberIds: string[], message: PushMessage) {
    const targets = webPush ? await webPushTargetsOf(db, memberIds) : [];
    if (!webPush || targets.length === 0) return { total: 0, delivered: 0, pruned: 0 };
    const payload = webPushPayload(message);
    let delivered = 0;
    const gone: string[] = [];
    for (let i = 0; i < targets.length; i += WEB_PUSH_AT_ONCE) {
      const batch = targets.slice(i, i + WEB_PUSH_AT_ONCE);
      const outcomes = await Promise.all(batch.map((target) => webPush.send(target, payload)));
      outcomes.forEach((o, j) => (o === 'sent' ? delivered++ : o === 'gone' && gone.push(batch[j]!.endpoint)));
    }
    await deleteWebPushSubscriptions(db, gone);
    return { total: targets.length, delivered, pruned: gone.length };
  }

  async function sendToDevices(memberIds: string[], message: PushMessage) {
    if (!messaging) return { total: 0, delivered: 0, pruned: 0 };
    const tokens = await pushTokensOf(db, memberIds);
    if (tokens.length === 0) return { total: 0, delivered: 0, pruned: 0 };
    const fcm = await client();
    if (!fcm) return { total: tokens.length, delivered: 0, pruned: 0 };
    return { total: tokens.length, ...(await sendAndPrune(fcm, tokens, message)) };
  }

  /** Every device and browser of these members: FCM in multicasts of 500, the browsers beside them. */
  async function sendToMembers(memberIds: string[], message: PushMessage): Promise<PushResult> {
    if (!messaging && !webPush) return nothing('not-configured');
    const [devices, browsers] = await Promise.all([
      sendToDevices(memberIds, message),
      sendToBrowsers(memberIds, message),
    ]);
    const total = devices.total + browsers.total;
    if (total === 0) return nothing('no-devices');
    return outcome(total, {
      delivered: devices.delivered + browsers.delivered,
      pruned: devices.pruned + browsers.pruned,
    });
  }

  return {
    configured: messaging !== undefined || webPush !== undefined,
    sendToMember: (memberId, message) => sendToMembers([memberId], message),
    sendToMembers,
  };
}
