// The landing page's recent members, inlined into it by the shell's HTML server
// (docs/architecture.md §3): the page draws them with its first render and needs no HTTP client
// (axios, ~15 KB gzip) until the visitor acts. Every visitor gets the same public list, `GET /users`,
// read at most once per 10 s. A slow or stopped API does not hold the page back: the page gets no
// block and asks the API itself, as it would without this server.
import { RECENT_MEMBERS_ELEMENT_ID } from '../shell/src/pages/recent-members-element.mjs';
import { jsonScript } from './json-script.mjs';

/** Short: a deleted or renamed member may show this long on a freshly loaded landing page. */
const TTL_MS = 10_000;
const RETRY_MS = 2_000;
const TIMEOUT_MS = 500;

/** A profile as `GET /users` answers it (shared/src/domain/wire/profile.ts), and nothing else. */
function profileOf(value) {
  if (typeof value !== 'object' || value === null) return null;
  const { id, username, image, background, createdAt, surgeryCount } = value;
  const valid =
    Number.isInteger(id) &&
    typeof username === 'string' &&
    (image === null || typeof image === 'string') &&
    typeof background === 'string' &&
    typeof createdAt === 'string' &&
    Number.isInteger(surgeryCount);
  return valid ? { id, username, image, background, createdAt, surgeryCount } : null;
}

/** The API's answer as the page's block, or null when it is not the list of profiles it should be. */
export function recentMembersScript(answer) {
  if (!Array.isArray(answer)) return null;
  const members = answer.map(profileOf);
  return members.every(Boolean) ? jsonScript(RECENT_MEMBERS_ELEMENT_ID, members) : null;
}

/**
 * @param {{ ttlMs?: number, timeoutMs?: number }} [options]
 * @returns {(apiUrl: string) => Promise<string | null>} the landing page's block, or null
 */
export function createRecentMembers({ ttlMs = TTL_MS, timeoutMs = TIMEOUT_MS } = {}) {
  /** One API at a time: the remotes.json the server answers names one. */
  let cached = null;
  return function recentMembersFor(apiUrl) {
    if (cached?.apiUrl === apiUrl && cached.expires > Date.now()) return cached.block;
    const entry = { apiUrl, expires: Date.now() + ttlMs, block: Promise.resolve(null) };
    entry.block = fetch(`${apiUrl.replace(/\/+$/, '')}/users`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then((response) => (response.ok ? response.json() : null))
      .then(recentMembersScript)
      .catch(() => null)
      .then((block) => {
        if (!block) entry.expires = Date.now() + Math.min(RETRY_MS, ttlMs);
        return block;
      });
    cached = entry;
    return entry.block;
  };
}
