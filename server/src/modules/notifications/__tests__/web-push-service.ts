import type { Server } from 'node:http';
import { freePort } from '../../../test-support/free-port';

type Subscription = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

/**
 * web-push-testing (npm) run in this process: a real push service speaking RFC 8030/8291/8292 on localhost. It
 * makes subscriptions as a browser's push service would, checks each message's VAPID signature, decrypts it with the
 * subscription's private key and keeps the plain text, which the test reads back.
 */
export async function startPushService() {
  // The package is CommonJS without types.
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (
    model: unknown,
    port: number,
  ) => { startServer(): void; _server: Server };
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const port = await freePort();
  const service = new WebPushTestingServer(new PushApiModel(), port);
  const log = console.log;
  console.log = () => undefined; // it announces its port on the console
  service.startServer();
  await new Promise<void>((resolve) => service._server.once('listening', () => resolve()));
  console.log = log;
  const base = `http://localhost:${port}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as { data: unknown } | null };
  };
  return {
    /** What PushManager.subscribe would answer for our VAPID public key. */
    async subscribe(applicationServerKey: string): Promise<Subscription> {
      const res = await post('/subscribe', { applicationServerKey, userVisibleOnly: 'true' });
      if (res.status !== 200) throw new Error(`subscribe: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body!.data as Subscription;
    },
    /** The payloads the service decrypted for this subscription, oldest first. */
    async received(subscription: Subscription): Promise<string[]> {
      const res = await post('/get-notifications', { clientHash: subscription.clientHash });
      return (res.body!.data as { messages: string[] }).messages;
    },
    /** The browser unsubscribed: the service answers 410 from now on. */
    async expire(subscription: Subscription) {
      await post(`/expire-subscription/${subscription.clientHash}`, {});
    },
    close: () => new Promise<void>((resolve) => service._server.close(() => resolve())),
  };
}
