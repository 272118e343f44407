/**
 * Who owns what a page measured (docs/releasing.md §9): the route pattern of an address (never the
 * address), the remote owning a page, and the remote whose code threw, read from the script URLs
 * of the stack: each remote's files are served under its entry's folder, a release's under
 * `…/releases/<version>/`.
 */
import { routePatterns, matchPath } from '@journeys/shared/paths';

export const SHELL = 'shell';
export const UNMATCHED_ROUTE = '(unmatched)';

const PATTERNS = Object.values(routePatterns);

/** The route pattern a pathname matches ('/review/:id/edit'); a static pattern before one with params. */
export function routePatternOf(pathname: string): string {
  const matching = PATTERNS.filter((pattern) => matchPath(pattern, pathname));
  return matching.find((pattern) => !pattern.includes(':')) ?? matching[0] ?? UNMATCHED_ROUTE;
}

export interface LoadedRemote {
  name: string;
  /** Its remoteEntry.js URL. */
  entry: string;
}

/**
 * The remote whose file is the first in the stack that a remote serves (the longest folder wins,
 * so a release under a dist folder's origin is told apart); the shell when none.
 */
export function remoteOfStack(stack: string | undefined, remotes: readonly LoadedRemote[]): string {
  if (!stack) return SHELL;
  const folders = remotes
    .map(({ name, entry }) => ({ name, folder: entry.slice(0, entry.lastIndexOf('/') + 1) }))
    .filter(({ folder }) => folder.length > 0)
    .sort((a, b) => b.folder.length - a.folder.length);
  for (const url of stack.match(/https?:\/\/[^\s)]+/g) ?? []) {
    const owner = folders.find(({ folder }) => url.startsWith(folder));
    if (owner) return owner.name;
  }
  return SHELL;
}
