// Which release of a remote with a canary a browser session runs (docs/releasing.md §9). Plain
// JavaScript for the shell's HTML server, which chooses once per request from the session's cookie,
// so the inlined remotes.json, /remotes.json and the page's preloads name the same release, and a
// reload (same cookie) keeps it. The browser receives the chosen release only, never the canary.

/** A browser-session cookie (no expiry): a random number, the same for every tab of that session. */
export const CANARY_COOKIE = 'journeys-canary';
/** Seeds and buckets run 0 … 9999: a canary's share can be given to a hundredth of a percent. */
const BUCKETS = 10_000;

/**
 * The session's seed from a Cookie header, or null when it has none (or a tampered one).
 * @param {string | undefined} cookieHeader
 * @returns {number | null}
 */
export function seedFromCookie(cookieHeader) {
  const match = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,4})(?:;|$)`).exec(cookieHeader ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A remote's bucket for a seed: FNV-1a over both, so one session is in one remote's canary
 * without being in every remote's.
 * @param {number} seed
 * @param {string} name
 */
export function bucketOf(seed, name) {
  let hash = 0x811c9dc5;
  for (const char of `${seed}:${name}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

/**
 * The config a session gets: each remote with a canary on the canary's release when its bucket is
 * under the canary's share, on the live one otherwise; no canary and no guard records are passed
 * on. A config without canaries comes back as it is.
 * @param {any} config the composed remotes.json (served-remotes-config.mjs)
 * @param {number} seed
 */
export function chooseReleases(config, seed) {
  if (!hasCanary(config)) return config;
  const releases = config.releases;
  const remotes = { ...config.remotes };
  const chosen = {};
  for (const [name, release] of Object.entries(releases)) {
    const { canary, automaticRollbacks: _records, ...live } = release ?? {};
    if (canary && typeof live.base === 'string' && bucketOf(seed, name) < canary.percent * (BUCKETS / 100)) {
      remotes[name] = `${live.base}${encodeURIComponent(canary.version)}/remoteEntry.js`;
      chosen[name] = { ...live, version: canary.version };
    } else chosen[name] = live;
  }
  return { ...config, remotes, releases: chosen };
}

/** Whether a config has a canary: then answers depend on the session's cookie. */
export function hasCanary(config) {
  return Object.values(config?.releases ?? {}).some((release) => release?.canary);
}
