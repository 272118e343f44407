/** How each kind of request is answered (request-kind.ts): cache first, or network first with a short wait. */
declare const self: ServiceWorkerGlobalScope;
import { currentGeneration, save, saved } from './saved-caches';

/** How long a network-first request waits before a saved copy is used instead (a weak clinic Wi-Fi). */
export const NETWORK_WAIT_MS = 3000;

export interface Answer {
  response: Response;
  /** True when the response is a copy saved on this device, not the network's. */
  fromDevice: boolean;
  /**
   * When a saved copy was used because the network was slow: whether the network's answer, once
   * in (and saved), differs from that copy, so the page reads it again only when that matters (a
   * network that is always slow would otherwise make the page read forever).
   */
  late?: Promise<boolean>;
}

/**
 * The request as the worker sends it. A remote's script tag asks without CORS, and its answer
 * would be opaque: neither readable nor worth keeping (Chromium counts each opaque copy as
 * megabytes). Every module's server answers CORS for its files (static-server.mjs), so the worker
 * asks with CORS and the tag accepts that answer.
 */
export const readable = (request: Request): Request =>
  request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
    ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
    : request;

/** Files that never change: the saved copy, else the network's (then saved). */
export async function cacheFirst(request: Request, cacheName: string): Promise<Answer> {
  const copy = await saved(cacheName, request);
  if (copy) return { response: copy, fromDevice: false };
  const startedIn = currentGeneration();
  const response = await fetch(readable(request));
  if (response.ok) await save(cacheName, request, response.clone(), startedIn).catch(() => undefined);
  return { response, fromDevice: false };
}

const wait = (ms: number) => new Promise<'slow'>((resolve) => setTimeout(() => resolve('slow'), ms));

/**
 * The network's answer, saved when `keep` says so; the saved copy when the network fails, or when
 * it is slower than NETWORK_WAIT_MS and a copy exists (else the network is waited for). Without a
 * network and without a copy the request fails as it would with no worker.
 */
export async function networkFirst(
  request: Request,
  cacheName: string,
  keep: (response: Response) => boolean,
): Promise<Answer> {
  const startedIn = currentGeneration();
  const network = fetch(readable(request)).then(async (response) => {
    // A copy that cannot be saved (storage full) must not cost the page its answer.
    if (keep(response)) await save(cacheName, request, response.clone(), startedIn).catch(() => undefined);
    return response;
  });
  // A failure is handled below; this only keeps a late one from being "unhandled".
  network.catch(() => undefined);
  try {
    const first = await Promise.race([network, wait(NETWORK_WAIT_MS)]);
    if (first !== 'slow') return { response: first, fromDevice: false };
    const copy = await saved(cacheName, request);
    if (!copy) return { response: await network, fromDevice: false };
    const copyText = copy.clone().text();
    const late = network.then(async (response) => (await response.clone().text()) !== (await copyText));
    return { response: copy, fromDevice: true, late };
  } catch (error) {
    const copy = await saved(cacheName, request);
    if (copy) return { response: copy, fromDevice: true };
    throw error;
  }
}

/** A JSON answer worth keeping for offline reading: a success, from the API, not a stream. */
export const isSavableAnswer = (response: Response): boolean =>
  response.ok && (response.headers.get('Content-Type') ?? '').includes('json');

/** A page worth keeping: a 200 HTML page (not a redirect, not an error page). */
export const isSavablePage = (response: Response): boolean =>
  response.status === 200 &&
  !response.redirected &&
  (response.headers.get('Content-Type') ?? '').includes('text/html');
