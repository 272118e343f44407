/**
 * The site's one service worker, owned by the shell; remotes never register their own
 * (docs/architecture.md §12). It answers only the site's own requests:
 * - hashed files and released remote files (immutable): cache first;
 * - pages, entry files (remotes.json, remoteEntry.js) and API reads: network first with a short
 *   wait, then the copy saved on this device, so a promote or a rollback reaches the next
 *   navigation as it does without a worker, and a member reads what they opened before offline;
 * - push messages and taps on them.
 * It changes no running page: a new worker takes over the requests, and the page's own code (the
 * shell version) changes only when a navigation loads a new page.
 */
import { cacheFirst, isSavableAnswer, isSavablePage, networkFirst, type Answer } from './answers';
import { offlinePage } from './offline-page';
import { openFromNotification, showPush } from './push-handlers';
import { apiUrlOf, requestKind } from './request-kind';
import { WORKER_MESSAGES } from '../src/offline/worker-contract';
import {
  ANSWERS_CACHE,
  FILES_CACHE,
  forgetMemberData,
  isOutdatedCache,
  PAGES_CACHE,
  saved,
} from './saved-caches';

declare const self: ServiceWorkerGlobalScope;

const API_URL = apiUrlOf(self.location.href);

self.addEventListener('install', () => {
  // Nothing is cached ahead: a page's own requests fill the caches as the member reads.
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter(isOutdatedCache).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** Which tabs last got a saved copy, so each hears only when that changes. */
const servedFromDevice = new Map<string, boolean>();

async function tell(clientId: string, fromDevice: boolean): Promise<void> {
  if (!clientId || servedFromDevice.get(clientId) === fromDevice) return;
  servedFromDevice.set(clientId, fromDevice);
  const client = await self.clients.get(clientId);
  client?.postMessage({ type: WORKER_MESSAGES.answer, fromDevice });
}

async function fresher(clientId: string): Promise<void> {
  servedFromDevice.set(clientId, false);
  const client = await self.clients.get(clientId);
  client?.postMessage({ type: WORKER_MESSAGES.fresher });
}

/** A page: the network's, the saved copy of that address, else of that path, else the offline page. */
async function answerPage(request: Request): Promise<Answer> {
  try {
    return await networkFirst(request, PAGES_CACHE, isSavablePage);
  } catch {
    const url = new URL(request.url);
    const home = url.pathname === '/es' || url.pathname.startsWith('/es/') ? '/es/surgeries' : '/surgeries';
    // Any saved page runs the app: its router draws the address from the page's saved answers.
    const anyPage =
      (await saved(PAGES_CACHE, `${url.origin}${url.pathname}`, { ignoreSearch: true })) ??
      (await saved(PAGES_CACHE, `${url.origin}${home}`, { ignoreSearch: true })) ??
      (await saved(PAGES_CACHE, `${url.origin}/`));
    return { response: anyPage ?? offlinePage(url), fromDevice: true };
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const kind = requestKind(
    {
      url: new URL(request.url),
      method: request.method,
      mode: request.mode,
      accept: request.headers.get('Accept'),
    },
    self.location.origin,
    API_URL,
  );
  if (kind === null) return;
  const answer =
    kind === 'immutable'
      ? cacheFirst(request, FILES_CACHE)
      : kind === 'entry'
        ? networkFirst(request, FILES_CACHE, (response) => response.ok)
        : kind === 'api'
          ? // Only a member's reads are saved: offline reading is theirs, and a log-out empties it.
            networkFirst(
              request,
              ANSWERS_CACHE,
              (response) => request.headers.has('Authorization') && isSavableAnswer(response),
            )
          : answerPage(request);
  const clientId = event.clientId || event.resultingClientId;
  event.respondWith(
    answer.then(({ response, fromDevice, late }) => {
      if (kind === 'api' || kind === 'page') event.waitUntil(tell(clientId, fromDevice));
      // The page read a saved copy because the network was slow; once the network's answer is
      // in and differs, the page reads again (a comment just posted must not vanish behind it).
      if (late && kind === 'api')
        event.waitUntil(
          late.then(
            (changed) => (changed ? fresher(clientId) : tell(clientId, false)),
            () => undefined,
          ),
        );
      return response;
    }),
  );
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  // A log-out in any tab: nothing the member saw stays readable on the device.
  if ((data as { type?: unknown }).type === WORKER_MESSAGES.loggedOut) event.waitUntil(forgetMemberData());
});

self.addEventListener('push', showPush);
self.addEventListener('notificationclick', openFromNotification);
