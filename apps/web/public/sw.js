/* global self */
// Abode's service worker: Web Push only (pages are not cached here). A message pushed while a page
// of the site is in front goes to that page (a toast, the bell's count); otherwise it shows as a
// system notification that opens the page it leads to.
const PUSH_MESSAGE = 'abode:push';
const FALLBACK_PAGE = '/user/notifications';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readMessage(data) {
  try {
    const message = data ? data.json() : null;
    return message && typeof message.title === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** Only pages of this site: a pushed link never sends the reader elsewhere. */
function pageOf(link) {
  const url = new URL(typeof link === 'string' && /^\/(?![/\\])/.test(link) ? link : FALLBACK_PAGE, self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL(FALLBACK_PAGE, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  if (!message) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const notice = { type: message.type, title: message.title, body: message.body, data: message.data };
      const inFront = windows.find((client) => client.focused && client.visibilityState === 'visible');
      if (inFront) {
        inFront.postMessage({ type: PUSH_MESSAGE, notice });
        return;
      }
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: `notification-${message.id}`,
        icon: '/favicon.svg',
        data: { page: pageOf(message.link) },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const page = (event.notification.data && event.notification.data.page) || pageOf(FALLBACK_PAGE);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        return open.navigate(page);
      }
      return self.clients.openWindow(page);
    })(),
  );
});
