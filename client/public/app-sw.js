/* global self, URL */
/* The /app service worker (decision 0167): it shows each web push as a notification and opens /app on a click.
   The payload is { title, body, data }: only what a lock screen may show. */
self.addEventListener('push', (event) => {
  let notice = { title: 'Blynd', body: '', data: {} };
  try {
    notice = { ...notice, ...event.data.json() };
  } catch {
    // A push without a readable payload still says something arrived.
  }
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      data: notice.data,
      icon: '/icon-192.png',
      badge: '/favicon-32.png',
      tag: notice.data && notice.data.kind === 'digest' ? 'digest' : undefined,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = data.matchId ? `/app/chat/${data.matchId}` : data.kind === 'digest' ? '/app/feed' : '/app';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/app'));
      if (open) return open.focus().then(() => open.navigate(target));
      return self.clients.openWindow(target);
    }),
  );
});
