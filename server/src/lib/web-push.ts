import webPush from 'web-push';

export type WebPushKeys = { publicKey: string; privateKey: string; subject: string };
export type WebPushTarget = { endpoint: string; p256dh: string; auth: string };

/** `gone`: the push service says the subscription will never work again (404/410); the caller deletes it. */
export type WebPushOutcome = 'sent' | 'gone' | 'failed';

/** Sends one encrypted message to one browser subscription (decision 0167). */
export type WebPushClient = {
  readonly publicKey: string;
  send(target: WebPushTarget, payload: string): Promise<WebPushOutcome>;
};

const TIMEOUT_MS = 10_000;
const TTL_SECONDS = 24 * 60 * 60;

/**
 * `web-push` encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID header; the request itself goes out with
 * fetch, which speaks both https (every real push service) and the plain http of a push service run on this machine
 * in development and tests (web-push's own sender speaks https only).
 */
export function createWebPushClient(keys: WebPushKeys): WebPushClient {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
        },
      );
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

export const generateVapidKeys = () => webPush.generateVAPIDKeys();
