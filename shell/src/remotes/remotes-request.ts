const REMOTES_JSON = '/remotes.json';
let request: Promise<Response> | undefined;

/**
 * The request for remotes.json. The entry starts it before the shared libraries download, so
 * the two overlap instead of the page waiting for one after the other; later calls reuse it.
 * No shared-module imports here: the entry runs before sharing is negotiated.
 */
export function requestRemotesJson(): Promise<Response> {
  request ??= fetch(REMOTES_JSON, { cache: 'no-store' });
  return request;
}
