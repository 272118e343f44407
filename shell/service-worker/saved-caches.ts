/** Saving, finding and forgetting the worker's copies (the caches are named in worker-contract.ts). */
import { ANSWERS_CACHE, FILES_CACHE, MEMBER_CACHES, PAGES_CACHE } from '../src/offline/worker-contract';

export { ANSWERS_CACHE, FILES_CACHE, PAGES_CACHE };

/** Most entries each cache keeps; the oldest go first. A phone's storage is not ours to fill. */
const LIMITS: Record<string, number> = { [FILES_CACHE]: 400, [PAGES_CACHE]: 40, [ANSWERS_CACHE]: 150 };

/** Caches of earlier worker versions: deleted when this one activates. */
export const isOutdatedCache = (name: string): boolean =>
  name.startsWith('journeys-') && ![FILES_CACHE, PAGES_CACHE, ANSWERS_CACHE].includes(name);

/**
 * Bumped by each log-out: an answer that was on its way when the member logged out is not saved
 * after the caches were emptied.
 */
let generation = 0;
export const currentGeneration = (): number => generation;

export async function forgetMemberData(): Promise<void> {
  generation += 1;
  await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
}

/** Saves a copy of `response` unless a log-out came since `startedIn`; keeps the cache within its limit. */
export async function save(
  cacheName: string,
  request: Request,
  response: Response,
  startedIn: number,
): Promise<void> {
  if (startedIn !== generation) return;
  const cache = await caches.open(cacheName);
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, response);
  if (startedIn !== generation) {
    await caches.delete(cacheName);
    return;
  }
  const keys = await cache.keys();
  const extra = keys.length - (LIMITS[cacheName] ?? 100);
  if (extra > 0) await Promise.all(keys.slice(0, extra).map((key) => cache.delete(key)));
}

/** The saved copy, if any; never creates the cache (a log-out's check that it is gone holds). */
export function saved(
  cacheName: string,
  request: Request | string,
  options: { ignoreSearch?: boolean } = {},
): Promise<Response | undefined> {
  return caches.match(request, { cacheName, ignoreVary: true, ...options });
}
