/**
 * Push messages (docs/architecture.md §12). The API sends only a fixed sentence, the page to open
 * and a thread tag (pushMessageSchema): no health detail ever reaches the lock screen.
 */
import { isSitePath, readPush } from './read-push';

declare const self: ServiceWorkerGlobalScope;

export function showPush(event: PushEvent): void {
  const push = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      tag: push.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: push.url },
    }),
  );
}

/** Focuses a tab of the site on the notification's page, or opens one. */
export function openFromNotification(event: NotificationEvent): void {
  event.notification.close();
  const data: unknown = event.notification.data;
  const path =
    typeof data === 'object' && data !== null && isSitePath((data as { url?: unknown }).url)
      ? (data as { url: string }).url
      : '/notifications';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
}
