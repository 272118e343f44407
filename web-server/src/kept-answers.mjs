// What the shell's HTML server reads from other servers for its pages (a remote's manifest, the
// API's recent members), kept per address and read again in the background, so that a page is
// never held up by a slow server for long and a busy machine does not lose what it already read.

/** @returns {Promise<null>} */
const delay = (ms) =>
  new Promise((resolve) => {
    setTimeout(() => resolve(null), ms).unref();
  });

/**
 * @template T
 * @param {{
 *   read: (key: string) => Promise<T | null>,
 *   ttlMs: number,
 *   maxStaleMs: number,
 *   retryMs: number,
 *   waitMs: number,
 * }} options
 *   read: the answer for a key, or null when there is none to keep (never rejects);
 *   ttlMs: an answer is fresh this long; after that it is read again in the background;
 *   maxStaleMs: an answer older than this is not served, even while it is read again;
 *   retryMs: after a failed read, the next one waits this long (pages meanwhile get what is kept);
 *   waitMs: the longest a page waits for a read when nothing servable is kept (the read goes on
 *   and serves the pages after it)
 * @returns {(key: string) => Promise<T | null>} the kept or newly read answer, or null
 */
export function keptAnswers({ read, ttlMs, maxStaleMs, retryMs, waitMs }) {
  /** @type {Map<string, { value: T | null, at: number, retryAt: number, reading: Promise<T | null> | null }>} */
  const entries = new Map();

  function startRead(key, entry) {
    entry.reading = read(key).then((value) => {
      entry.reading = null;
      if (value === null) entry.retryAt = Date.now() + retryMs;
      else Object.assign(entry, { value, at: Date.now() });
      return entry.value !== null && Date.now() - entry.at < maxStaleMs ? entry.value : null;
    });
  }

  return function answerFor(key) {
    let entry = entries.get(key);
    if (!entry) {
      entry = { value: null, at: 0, retryAt: 0, reading: null };
      entries.set(key, entry);
    }
    const now = Date.now();
    const age = entry.value === null ? Infinity : now - entry.at;
    if (age < ttlMs) return Promise.resolve(entry.value);
    if (!entry.reading && now >= entry.retryAt) startRead(key, entry);
    if (age < maxStaleMs) return Promise.resolve(entry.value);
    return entry.reading ? Promise.race([entry.reading, delay(waitMs)]) : Promise.resolve(null);
  };
}
