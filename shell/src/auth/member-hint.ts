import { useSession } from '@journeys/shared/session';
import { MEMBER_HINT_COOKIE } from '@journeys/shared/shell-page/member-hint-cookie';

/** As long as the stored session (localStorage keeps it across restarts, so a year). */
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function writeHint(loggedIn: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = loggedIn
    ? `${MEMBER_HINT_COOKIE}=1; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
    : `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/**
 * Keeps the member hint cookie (member-hint-cookie.mjs) in step with the session: set while a
 * token is stored, gone after a logout, in this tab or another.
 */
export function syncMemberHint(): void {
  let hinted: boolean | null = null;
  const apply = (token: string | null) => {
    const loggedIn = token !== null;
    if (loggedIn === hinted) return;
    hinted = loggedIn;
    writeHint(loggedIn);
  };
  apply(useSession.getState().token);
  useSession.subscribe((state) => apply(state.token));
}
