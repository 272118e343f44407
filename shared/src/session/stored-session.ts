/**
 * The session as localStorage holds it (docs/product.md, Browser storage): `authToken`, the bearer
 * token, and `user`, the current user as JSON with a `sessionVersion`. Whatever a browser brings back is untrusted
 * (hand edits, another app on the origin, an older release), so it is validated on every read.
 */
import type { CurrentUser } from '@journeys/shared/rules';
import {
  AUTH_TOKEN_KEY,
  USER_KEY,
  isBearerToken,
  readStorageItem,
  writeAuthToken,
  writeStorageItem,
} from '@journeys/shared/api';

/**
 * Bump when the stored user changes shape: a session written by an older release then loads as
 * logged out instead of as a user the code no longer understands. Sessions stored before
 * versioning carry none and load as logged out too.
 */
export const SESSION_VERSION = 1;

type Field =
  | 'id'
  | 'username'
  | 'image'
  | 'background'
  | 'createdAt'
  | 'surgeryCount'
  | 'email'
  | 'role'
  | 'suspendedUntil';

/**
 * Fields added after SESSION_VERSION 1, with the value a session stored before them loads
 * with: the page asks GET /patient/me on load anyway, and these only shape the UI (the API checks
 * roles and suspensions itself), so an older session stays logged in rather than being dropped.
 */
const ADDED_FIELDS: Partial<Record<Field, unknown>> = { role: 'member', suspendedUntil: null };

/**
 * One check per field of `CurrentUser`. Written by hand rather than with zod: the session is read
 * by the shell's first bundle on every page, and zod's core would add ~6 KB gzip to it.
 */
const USER_FIELDS: Record<Field, (value: unknown) => boolean> = {
  id: (v) => Number.isSafeInteger(v) && (v as number) > 0,
  username: (v) => typeof v === 'string' && v.length > 0,
  image: (v) => v === null || typeof v === 'string',
  background: (v) => typeof v === 'string',
  createdAt: (v) => typeof v === 'string',
  surgeryCount: (v) => Number.isSafeInteger(v) && (v as number) >= 0,
  email: (v) => v === null || typeof v === 'string',
  role: (v) => v === 'member' || v === 'moderator',
  suspendedUntil: (v) => v === null || typeof v === 'string',
};

/** The user a stored JSON value describes, or null unless it is a current-version `CurrentUser`. */
function storedUser(value: unknown): CurrentUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.sessionVersion !== SESSION_VERSION) return null;
  const user: Record<string, unknown> = {};
  for (const [field, valid] of Object.entries(USER_FIELDS)) {
    const value = field in record ? record[field] : ADDED_FIELDS[field as Field];
    if (!valid(value)) return null;
    user[field] = value;
  }
  return user as unknown as CurrentUser;
}

export interface StoredSession {
  token: string;
  user: CurrentUser;
}

function parseJson(text: string | null): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The session the two stored strings describe, or null unless both are present and valid. */
export function parseStoredSession(token: string | null, userJson: string | null): StoredSession | null {
  const user = storedUser(parseJson(userJson));
  return isBearerToken(token) && user ? { token, user } : null;
}

/** The `user` value for localStorage: also what browser tests seed to start logged in. */
export function serializeStoredUser(user: CurrentUser): string {
  return JSON.stringify({ ...user, sessionVersion: SESSION_VERSION });
}

/** What localStorage holds now, validated; never throws. */
export function readStoredSession(): StoredSession | null {
  return parseStoredSession(readStorageItem(AUTH_TOKEN_KEY), readStorageItem(USER_KEY));
}

/**
 * The stored session at page load. Anything invalid or half written counts as logged out and is
 * removed, so no request carries a token whose member the page cannot show.
 */
export function loadStoredSession(): StoredSession | null {
  const session = readStoredSession();
  if (!session) clearStoredSession();
  return session;
}

export function storeUser(user: CurrentUser): void {
  writeStorageItem(USER_KEY, serializeStoredUser(user));
}

export function clearStoredSession(): void {
  writeAuthToken(null);
  writeStorageItem(USER_KEY, null);
}
