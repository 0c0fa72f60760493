import { memberApi } from '../../../api/member-fetch';

/** The service worker that shows a push (client/public/app-sw.js), scoped to /app. */
export const SERVICE_WORKER_URL = '/app-sw.js';

export const webPushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key arrives base64url; PushManager.subscribe takes its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export type TurnOnOutcome = 'on' | 'denied' | 'unsupported' | 'not-configured';

/**
 * "Turn on notifications in this browser" (decision 0167): permission asked, the service worker registered, the
 * browser subscribed with the server's VAPID key, and the subscription sent to POST /me/devices/web-push.
 */
export async function turnOnWebPush(): Promise<TurnOnOutcome> {
  if (!webPushSupported()) return 'unsupported';
  const { publicKey } = await memberApi<{ publicKey: string | null }>('/me/devices/web-push/key');
  if (!publicKey) return 'not-configured';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/app/' });
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await memberApi('/me/devices/web-push', { method: 'POST', body: { subscription: subscription.toJSON() } });
  return 'on';
}

/** Stops this browser's notifications: removed on the server, then unsubscribed at the push service. */
export async function turnOffWebPush(): Promise<void> {
  if (!webPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/app/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await memberApi('/me/devices/web-push', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export async function webPushIsOn(): Promise<boolean> {
  if (!webPushSupported()) return false;
  const registration = await navigator.serviceWorker.getRegistration('/app/');
  return !!(await registration?.pushManager.getSubscription());
}
