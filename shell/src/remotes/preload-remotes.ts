import type { RemoteId } from '@journeys/shared/contracts';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { preloadRemote } from './use-remote';

/** The remotes a page shows at once: fetched as soon as remotes.json is read, not when React reaches them. */
export function preloadRemotesFor(pathname: string): void {
  const ids: RemoteId[] = [];
  if (/^\/surgeries\/?$/.test(pathname)) ids.push('feed/Feed', 'comments/Comments');
  if (pathname === '/notifications') ids.push('notifications/NotificationsPage');
  if (pathname !== '/' && selectIsLoggedIn(useSession.getState())) ids.push('notifications/NotificationBell');
  for (const id of ids) preloadRemote(id);
}

/** Opens the connections to the remotes' and the API's origins while the page is still starting. */
export function preconnect(urls: string[]): void {
  const origins = new Set(urls.map((url) => new URL(url, window.location.href).origin));
  origins.delete(window.location.origin);
  for (const origin of origins) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.append(link);
  }
}
