/**
 * Push messages (docs/architecture.md §12). The API sends only a fixed sentence, the page to open
 * and a thread tag (pushMessageSchema): no health detail ever reaches the lock screen.
 */
declare const self: ServiceWorkerGlobalScope;

interface ShownPush {
  title: string;
  url: string;
  tag: string;
}

/** A site path: '/…' but never '//host' (another site) or a backslash trick. */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.includes('\\') &&
  value.length <= 500;

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/**
 * What to show for a push. A push the worker cannot read still shows something (the browser
 * requires it for `userVisibleOnly` subscriptions) and opens the notifications page.
 */
export function readPush(data: PushMessageData | null): ShownPush {
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = data?.json();
    if (typeof parsed === 'object' && parsed !== null) json = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the fallback below.
  }
  return {
    title: text(json.title, 120) ?? 'Surgery Journeys',
    url: isSitePath(json.url) ? json.url : '/notifications',
    tag: text(json.tag, 100) ?? 'journeys',
  };
}

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
