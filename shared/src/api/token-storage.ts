/** localStorage keys of docs/product.md §3. */
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

// RFC 6750 b64token: nothing else can travel in an Authorization header (a stray newline would
// make every request fail). 'null' and 'undefined' are what setItem leaves for a missing value.
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;
const MISSING_VALUE = new Set(['null', 'undefined']);

export function isBearerToken(value: unknown): value is string {
  return typeof value === 'string' && BEARER_TOKEN.test(value) && !MISSING_VALUE.has(value);
}

/**
 * A token that could not be stored (storage blocked or full): the member stays logged in on
 * this page, the login just won't persist.
 */
let unstoredToken: string | null = null;

// Every access can throw: the localStorage getter in blocked-storage modes (SecurityError),
// setItem when storage is full or disabled (QuotaExceededError).
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored string, or null when absent or storage cannot be read. Never throws. */
export function readStorageItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` (null removes the key); false when storage refused. Never throws. */
export function writeStorageItem(key: string, value: string | null): boolean {
  const s = storage();
  if (!s) return false;
  try {
    if (value == null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The bearer token, or null when there is none or what is stored is not a token. */
export function readAuthToken(): string | null {
  if (unstoredToken) return unstoredToken;
  const token = readStorageItem(AUTH_TOKEN_KEY);
  return isBearerToken(token) ? token : null;
}

export function writeAuthToken(token: string | null): void {
  const stored = writeStorageItem(AUTH_TOKEN_KEY, token);
  unstoredToken = token && !stored ? token : null;
}
