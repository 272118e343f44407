import { create } from 'zustand';
import type { AuthenticatedUser, CurrentUser } from '@journeys/shared/rules';
import {
  AUTH_TOKEN_KEY,
  USER_KEY,
  fetchCurrentUser,
  isApiError,
  revokeSession,
  writeAuthToken,
} from '@journeys/shared/api';
import { eventBus } from '@journeys/shared/events';
import { clearStoredSession, loadStoredSession, readStoredSession, storeUser } from './stored-session';

export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  /** Stores the token, fetches the current member (docs/product.md §4) and announces the login. */
  loginWithToken(token: string, user?: CurrentUser): Promise<CurrentUser>;
  loginWithUser(user: AuthenticatedUser): Promise<CurrentUser>;
  /** Re-reads the member (e.g. after posting a surgery changes surgeryCount). */
  refreshUser(): Promise<void>;
  /** Revokes the token on the server, then clears authToken and user (docs/product.md §4). */
  logout(): Promise<void>;
  /** Clears authToken and user without a request: the server already ended the session (account erased). */
  forgetSession(): void;
}

function clearLocal(): Pick<SessionState, 'token' | 'user'> {
  clearStoredSession();
  return { token: null, user: null };
}

/** Written only through its actions (docs/architecture.md §3). */
export const useSession = create<SessionState>()((set, get) => ({
  ...(loadStoredSession() ?? { token: null, user: null }),

  async loginWithToken(token, known) {
    writeAuthToken(token);
    set({ token });
    let user: CurrentUser;
    try {
      user = known ?? (await fetchCurrentUser());
    } catch (error) {
      // Never leave a token stored without its member: the header would show a half login.
      set(clearLocal());
      throw error;
    }
    storeUser(user);
    set({ user });
    eventBus.emit('session:login', { userId: user.id });
    return user;
  },

  async loginWithUser({ token, ...rest }) {
    writeAuthToken(token);
    set({ token });
    return get().loginWithToken(token, await fetchCurrentUser().catch(() => rest));
  },

  async refreshUser() {
    if (!get().token) return;
    try {
      const user = await fetchCurrentUser();
      storeUser(user);
      set({ user });
    } catch (error) {
      // A revoked or expired token: the member is no longer logged in.
      if (isApiError(error) && error.status === 401) set(clearLocal());
    }
  },

  async logout() {
    // Logged out on screen first: while the revoke is on its way no member query may start with
    // a session about to be refused (a 401 in the console, and member data a moment too long).
    const { token } = get();
    set(clearLocal());
    try {
      if (token) await revokeSession(token);
    } catch {
      // Logging out must work even when the API is unreachable; the token expires anyway.
    }
  },

  forgetSession() {
    set(clearLocal());
  },
}));

export const selectIsLoggedIn = (s: SessionState): boolean => s.token != null && s.user != null;

/** Keeps tabs in step: a logout in one tab logs out the others. */
export function syncSessionAcrossTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    // A null key is localStorage.clear() in the other tab.
    if (event.key !== null && event.key !== AUTH_TOKEN_KEY && event.key !== USER_KEY) return;
    // Read only: a token without its user is another tab's login half way, not garbage.
    useSession.setState(readStoredSession() ?? { token: null, user: null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
