import type { Page } from 'playwright-core';
import type { Site } from '../support/harness';

/**
 * Delivers `payload` to the page's /app service worker as a web push (through Chromium's DevTools protocol: the
 * browser's own push service is the vendor's and out of reach here) and answers the notices it then shows, or null.
 */
export async function showPushInServiceWorker(page: Page, site: Site, payload: string) {
  await page.context().grantPermissions(['notifications'], { origin: site.url });
  const registrationScope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/app-sw.js', { scope: '/app/' });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r: { scopeURL: string }) => r.scopeURL === registrationScope);
      if (found) resolve(found.registrationId);
    });
  });
  // The worker may still be activating when DevTools first names it: a push it missed is delivered again.
  for (let attempt = 0; attempt < 3; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(site.url).origin,
      registrationId,
      data: payload,
    });
    // The service worker shows it asynchronously: the page looks until it is there.
    const shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/app/');
      for (let look = 0; look < 100; look++) {
        const notices = (await registration?.getNotifications()) ?? [];
        if (notices.length) return notices.map((n) => ({ title: n.title, body: n.body, data: n.data as unknown }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    });
    if (shown) return shown;
  }
  return null;
}
