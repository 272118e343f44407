import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { remotesForPage } from '@journeys/shared/shell-page/page-remotes';
import { preloadRemote } from './use-remote';

/** The remotes a page shows at once: fetched as soon as remotes.json is read, not when React reaches them. */
export function preloadRemotesFor(pathname: string): void {
  const member = selectIsLoggedIn(useSession.getState());
  for (const id of remotesForPage(pathname, { member })) preloadRemote(id);
}

/** Opens the connections to the remotes' and the API's origins while the page is still starting. */
export function preconnect(urls: readonly (string | undefined)[]): void {
  const origins = new Set(urls.flatMap((url) => (url ? [new URL(url, window.location.href).origin] : [])));
  origins.delete(window.location.origin);
  for (const origin of origins) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.append(link);
  }
}
