/**
 * After a log-out nothing the member saw stays readable on this device (docs/security.md §14):
 * the worker's saved pages and answers are deleted (by the page too, in case no worker runs yet)
 * and this device's push subscription is dropped (the API forgets it with the session). Follows
 * the session store, so a log-out in another tab, or a session found revoked, counts too.
 */
import { useSession } from '@journeys/shared/session';
import { MEMBER_CACHES, WORKER_MESSAGES } from './worker-contract';

async function forget(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  registration?.active?.postMessage({ type: WORKER_MESSAGES.loggedOut });
  await Promise.all([
    ...MEMBER_CACHES.map((name) => self.caches?.delete(name)),
    registration?.pushManager?.getSubscription().then((subscription) => subscription?.unsubscribe()),
  ]).catch(() => undefined);
}

export function forgetSavedMemberDataOnLogout(): void {
  let token = useSession.getState().token;
  useSession.subscribe((state) => {
    if (token !== null && state.token === null) void forget();
    token = state.token;
  });
}
