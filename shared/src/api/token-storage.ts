/** localStorage keys of SPEC §3. */
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can throw in privacy modes; the site still works, the login just won't persist.
    return undefined;
  }
}

export function readAuthToken(): string | null {
  return storage()?.getItem(AUTH_TOKEN_KEY) ?? null;
}

export function writeAuthToken(token: string | null): void {
  const s = storage();
  if (!s) return;
  if (token) s.setItem(AUTH_TOKEN_KEY, token);
  else s.removeItem(AUTH_TOKEN_KEY);
}

export function readStoredUser<T>(): T | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: unknown): void {
  const s = storage();
  if (!s) return;
  if (user == null) s.removeItem(USER_KEY);
  else s.setItem(USER_KEY, JSON.stringify(user));
}
