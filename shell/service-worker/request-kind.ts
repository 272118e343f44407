/**
 * What the worker does with a request, from its address alone (docs/architecture.md §12). Only
 * our own requests are answered; anything else (Facebook's SDK, a photo) goes to the network as if
 * there were no worker.
 */
export type RequestKind =
  /** Never changes once written: a hashed file, or any file of a released version. Cache first. */
  | 'immutable'
  /** A page: network first, the saved copy when the network fails or is slow. */
  | 'page'
  /** An entry file whose content changes with a promote or a new build. Network first. */
  | 'entry'
  /** A call to the API that reads member data. Network first, kept until log-out. */
  | 'api'
  | null;

/** `<name>.<10 hex digits>.js|css`: the build's content hash, so the address names the bytes. */
const HASHED_FILE = /\/[\w.-]+\.[0-9a-f]{10}\.(?:js|css)$/;
/** `/releases/<version>/…`: a release directory is never modified once written (docs/releasing.md). */
const RELEASE_FILE = /^\/releases\/\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+|%2B)[0-9a-f]{8}\//;
/** Entry files and the app's own unhashed files: revalidated, kept for offline use. */
const ENTRY_FILE =
  /\/(?:remoteEntry\.js|mf-manifest\.json|federation-runtime\.js|remotes\.json|logo\.svg|manifest(?:-es)?\.webmanifest|icons\/[\w-]+\.png)$/;

export interface RequestFacts {
  url: URL;
  method: string;
  mode: RequestMode;
  /** The Accept header: an event stream is never answered by the worker. */
  accept: string | null;
}

/**
 * @param apiUrl the API's address, as the page uses it (`http://localhost:4000`, `https://x.org/api`)
 * @param origin the worker's own origin
 */
export function requestKind(request: RequestFacts, origin: string, apiUrl: string | null): RequestKind {
  const { url, method, mode, accept } = request;
  if (method !== 'GET' || !/^https?:$/.test(url.protocol)) return null;
  if (mode === 'navigate') return url.origin === origin ? 'page' : null;
  if (accept?.includes('text/event-stream')) return null;
  if (apiUrl && (url.href.startsWith(`${apiUrl}/`) || url.href === apiUrl)) return 'api';
  if (RELEASE_FILE.test(url.pathname) || HASHED_FILE.test(url.pathname)) return 'immutable';
  if (ENTRY_FILE.test(url.pathname)) return 'entry';
  return null;
}

/** The API's address from the worker's own URL (`/sw.js?api=…`), when it is an http(s) URL. */
export function apiUrlOf(workerUrl: string): string | null {
  const value = new URL(workerUrl).searchParams.get('api');
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.href.replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
}
