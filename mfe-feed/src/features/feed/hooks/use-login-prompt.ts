import { useEffect, useRef } from 'react';
import { promptLogin } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';

/** `?login=true` (the landing page's 'Join the Community') asks a visitor to log in, once. */
export function useLoginPrompt(requested: boolean): void {
  const loggedIn = useSession(selectIsLoggedIn);
  const prompted = useRef(false);
  useEffect(() => {
    if (!requested) {
      prompted.current = false;
      return;
    }
    if (loggedIn || prompted.current) return;
    // StrictMode runs effects twice; one modal request is enough.
    prompted.current = true;
    promptLogin();
  }, [requested, loggedIn]);
}
