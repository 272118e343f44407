import { create } from 'zustand';
import type { AuthenticatedUser, CurrentUser } from '@journeys/shared/rules';
import {
  fetchCurrentUser,
  isApiError,
  readAuthToken,
  readStoredUser,
  revokeSession,
  writeAuthToken,
  writeStoredUser,
} from '@journeys/shared/api';
import { eventBus } from '@journeys/shared/events';

export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  /** Stores the token, fetches the current member (SPEC §4) and announces the login. */
  loginWithToken(token: string, user?: CurrentUser): Promise<CurrentUser>;
  loginWithUser(user: AuthenticatedUser): Promise<CurrentUser>;
  /** Re-reads the member (e.g. after posting a surgery changes surgeryCount). */
  refreshUser(): Promise<void>;
  /** Revokes the token on the server, then clears authToken and user (SPEC §4). */
  logout(): Promise<void>;
}

function clearLocal(): Pick<SessionState, 'token' | 'user'> {
  writeAuthToken(null);
  writeStoredUser(null);
  return { token: null, user: null };
}

/** Written only through its actions (DESIGN §3). */
export const useSession = create<SessionState>()((set, get) => ({
  token: readAuthToken(),
  user: readAuthToken() ? readStoredUser<CurrentUser>() : null,

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
    writeStoredUser(user);
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
      writeStoredUser(user);
      set({ user });
    } catch (error) {
      // A revoked or expired token: the member is no longer logged in.
      if (isApiError(error) && error.status === 401) set(clearLocal());
    }
  },

  async logout() {
    try {
      if (get().token) await revokeSession();
    } catch {
      // Logging out must work even when the API is unreachable; the token expires anyway.
    }
    set(clearLocal());
  },
}));

export const selectIsLoggedIn = (s: SessionState): boolean => s.token != null && s.user != null;

/** Keeps tabs in step: a logout in one tab logs out the others. */
export function syncSessionAcrossTabs(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== 'authToken' && event.key !== 'user') return;
    const token = readAuthToken();
    useSession.setState({ token, user: token ? readStoredUser<CurrentUser>() : null });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
