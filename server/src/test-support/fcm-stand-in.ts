import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import type { PushMessaging } from '../lib/push';

/** A push as one device would get it. */
export type SentPush = { token: string; title: string; body: string; data: Record<string, string> };

/**
 * A stand-in of FCM's messaging client (FCM itself is outside this machine): each multicast is recorded in
 * `calls` (and handed to `onSend`); a token listed in `failing` is answered with that error code, every other
 * one succeeds.
 */
export function fcmStandIn(
  options: { failing?: Record<string, string | undefined>; onSend?: (message: MulticastMessage) => void } = {},
): PushMessaging & { calls: MulticastMessage[] } {
  const calls: MulticastMessage[] = [];
  return {
    calls,
    sendEachForMulticast: async (message: MulticastMessage): Promise<BatchResponse> => {
      calls.push(message);
      options.onSend?.(message);
      const responses = message.tokens.map((token) => {
        const code = options.failing?.[token];
        return code
          ? { success: false, error: { code, message: 'stand-in failure' } as never }
          : { success: true, messageId: `m-${token}` };
      });
      return {
        responses,
        successCount: responses.filter((r) => r.success).length,
        failureCount: responses.filter((r) => !r.success).length,
      };
    },
  };
}

/** A stand-in of FCM that records, device by device, every push it is asked to send in `pushes`. */
export function recordingFcm(pushes: SentPush[]): PushMessaging {
  return fcmStandIn({
    onSend: (message) => {
      for (const token of message.tokens)
        pushes.push({
          token,
          title: message.notification?.title ?? '',
          body: message.notification?.body ?? '',
          data: message.data ?? {},
        });
    },
  });
}
