// What the shell's HTML server asks other servers for while a page waits (a remote's
// mf-manifest.json, the API's recent members and the page's description), each read whole within a
// deadline: connecting, the headers and the body (docs/architecture.md §3).
//
// The deadline is a timer raced against the read, not only an abort signal given to fetch. Node
// 20's fetch (undici 6) loses an abort that comes after a compressed answer has arrived but before
// it is decoded: it stops reading without settling the body, so `response.json()` never ends
// (nodejs/node#56917). The API and our static servers compress, and on a busy machine the decoding
// waits for a free thread: a page waited for ever. The signal is still aborted at the deadline, to
// let go of the connection.

/**
 * @typedef {{ status: number, body: unknown }} JsonAnswer
 *   body: the parsed JSON of a 2xx answer; null for any other status (that body is not read)
 */

/**
 * @param {string | URL} url
 * @param {{ timeoutMs: number, headers?: Record<string, string> }} options headers: sent besides
 *   `Accept` (the page's language as Accept-Language)
 * @returns {Promise<JsonAnswer | null>} the answer, or null when it did not arrive whole within
 *   `timeoutMs`, the request failed or a 2xx body is not JSON; never rejects
 */
export function fetchJson(url, { timeoutMs, headers = {} }) {
  const controller = new AbortController();
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const deadline = new Promise((resolve) => {
    // A deadline alone must not keep a process alive (a test run, a server shutting down).
    timer = setTimeout(() => resolve(null), timeoutMs);
    timer.unref();
  });
  const read = fetch(url, { headers: { ...headers, Accept: 'application/json' }, signal: controller.signal })
    .then(readAnswer)
    .catch(() => null);
  return Promise.race([read, deadline]).finally(() => {
    clearTimeout(timer);
    controller.abort();
  });
}

/**
 * @param {Response} response
 * @returns {Promise<JsonAnswer>}
 */
async function readAnswer(response) {
  if (response.ok) return { status: response.status, body: await response.json() };
  // Nobody reads it: cancelled, so that the connection can serve the next request.
  response.body?.cancel().catch(() => undefined);
  return { status: response.status, body: null };
}
