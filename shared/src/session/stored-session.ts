/**
 * The session as localStorage holds it (docs/product.md, Browser storage): `authToken`, the bearer
 * token, and `user`, the current user as JSON with a `sessionVersion`. Whatever a browser brings back is untrusted
 * (hand edits, another app on the origin, an older release), so it is validated on every read.
 */
import * as z from 'zod/mini';
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

const storedSessionSchema = z.object({
  token: z.string().check(z.refine(isBearerToken)),
  user: z.object({
    sessionVersion: z.literal(SESSION_VERSION),
    id: z.int().check(z.positive()),
    username: z.string().check(z.minLength(1)),
    image: z.nullable(z.string()),
    background: z.string(),
    createdAt: z.string(),
    surgeryCount: z.int().check(z.nonnegative()),
    email: z.nullable(z.string()),
  }),
});

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
  const parsed = storedSessionSchema.safeParse({ token, user: parseJson(userJson) });
  if (!parsed.success) return null;
  const { sessionVersion: _version, ...user } = parsed.data.user;
  return { token: parsed.data.token, user };
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
