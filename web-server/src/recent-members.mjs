// The landing page's recent members, inlined into it by the shell's HTML server
// (docs/architecture.md §3): the page draws them with its first render and needs no HTTP client
// (axios, ~15 KB gzip) until the visitor acts. Every visitor gets the same public list, `GET /users`,
// read at most once per 10 s. A slow or stopped API does not hold the page back: the page gets no
// block and asks the API itself, as it would without this server.
import { RECENT_MEMBERS_ELEMENT_ID } from '@journeys/shared/shell-page/recent-members-element';
import { fetchJson } from './fetch-json.mjs';
import { jsonScript } from './json-script.mjs';

/** Fresh this long; after that the next page still gets it while a new copy is asked for. */
const TTL_MS = 10_000;
/** Never older than this: a deleted or renamed member shows at most this long on a fresh page. */
const MAX_STALE_MS = 60_000;
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
 * The block for the landing page, kept warm: a fresh copy is served at once; a stale one (up to
 * MAX_STALE_MS) is served at once while a new one is asked for in the background; with none, the
 * page waits for the API at most `timeoutMs` and gets no block if it does not answer by then.
 * @param {{ ttlMs?: number, maxStaleMs?: number, timeoutMs?: number }} [options]
 * @returns {(apiUrl: string) => Promise<string | null>} the landing page's block, or null
 */
export function createRecentMembers({
  ttlMs = TTL_MS,
  maxStaleMs = MAX_STALE_MS,
  timeoutMs = TIMEOUT_MS,
} = {}) {
  /** The last good block; one API at a time (the remotes.json the server answers names one). */
  let known = null;
  /** The request under way, shared by every page that waits for it. */
  let pending = null;
  let askAgainAt = 0;

  function ask(apiUrl) {
    if (pending?.apiUrl === apiUrl) return pending.block;
    const block = fetchJson(`${apiUrl.replace(/\/+$/, '')}/users`, { timeoutMs })
      .then((answer) => recentMembersScript(answer?.body))
      .then((script) => {
        pending = null;
        if (script) known = { apiUrl, script, at: Date.now() };
        else askAgainAt = Date.now() + Math.min(RETRY_MS, ttlMs);
        return script;
      });
    pending = { apiUrl, block };
    return block;
  }

  return function recentMembersFor(apiUrl) {
    const now = Date.now();
    const age = known?.apiUrl === apiUrl ? now - known.at : Infinity;
    if (age < ttlMs) return Promise.resolve(known.script);
    const asking = pending?.apiUrl === apiUrl || now >= askAgainAt ? ask(apiUrl) : Promise.resolve(null);
    return age < maxStaleMs ? Promise.resolve(known.script) : asking;
  };
}
