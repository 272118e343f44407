import type { Profile } from '@journeys/shared/rules';
import { RECENT_MEMBERS_ELEMENT_ID } from '@journeys/shared/shell-page/recent-members-element';

let taken = false;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the landing page draws of a member; a block of any other shape is ignored. */
const isMember = (value: unknown): value is Profile =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.username === 'string' &&
  (value.image === null || typeof value.image === 'string') &&
  typeof value.background === 'string';

/**
 * The recent members the shell's HTML server put in the landing page (web-server/src/recent-members.mjs),
 * once: the first render draws them without an HTTP client. A later read (after a profile change
 * invalidates them, or on a page the server did not fill) asks the API.
 */
export function takeInlineRecentMembers(): Profile[] | undefined {
  if (taken) return undefined;
  taken = true;
  const text = document.getElementById(RECENT_MEMBERS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every(isMember) ? value : undefined;
  } catch {
    return undefined;
  }
}
