// The landing page's recent members, inlined into it by the shell's HTML server
// (docs/architecture.md §3): the page draws them with its first render and needs no HTTP client
// (axios, ~15 KB gzip) until the visitor acts. Every visitor gets the same public list, `GET /users`,
// read at most once per 10 s. A slow or stopped API does not hold the page back: the page gets no
// block and asks the API itself, as it would without this server.
import { RECENT_MEMBERS_ELEMENT_ID } from '@journeys/shared/shell-page/recent-members-element';
import { fetchJson } from './fetch-json.mjs';
import { jsonScript } from './json-script.mjs';
import { keptAnswers } from './kept-answers.mjs';

/** Fresh this long; after that the next page still gets it while a new copy is asked for. */
const TTL_MS = 10_000;
/** Never older than this: a deleted or renamed member shows at most this long on a fresh page. */
const MAX_STALE_MS = 60_000;
const RETRY_MS = 2_000;
/** The longest a page waits when no list is kept; the read goes on up to READ_MS for the next. */
const WAIT_MS = 500;
const READ_MS = 5_000;

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
 * maxStaleMs) is served at once while a new one is asked for in the background; with none, the
 * page waits for the API at most `waitMs` and gets no block if it does not answer by then.
 * @param {{ ttlMs?: number, maxStaleMs?: number, waitMs?: number, readMs?: number }} [options]
 * @returns {(apiUrl: string) => Promise<string | null>} the landing page's block, or null
 */
export function createRecentMembers({
  ttlMs = TTL_MS,
  maxStaleMs = MAX_STALE_MS,
  waitMs = WAIT_MS,
  readMs = READ_MS,
} = {}) {
  return keptAnswers({
    read: async (apiUrl) => {
      const answer = await fetchJson(`${apiUrl.replace(/\/+$/, '')}/users`, { timeoutMs: readMs });
      return recentMembersScript(answer?.body);
    },
    ttlMs,
    maxStaleMs,
    retryMs: Math.min(RETRY_MS, ttlMs),
    waitMs,
  });
}
