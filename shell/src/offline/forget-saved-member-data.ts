/**
 * After a log-out nothing the member saw stays readable on this device (docs/security.md §14):
 * the worker's saved pages and answers are deleted (by the page too, in case no worker runs yet),
 * and this device's push subscription is dropped (the API forgets it with the session).
 */
import { MEMBER_CACHES } from './cache-names';

export async function forgetSavedMemberData(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/').catch(() => undefined);
  registration?.active?.postMessage({ type: 'journeys:logged-out' });
  await Promise.all([
    ...MEMBER_CACHES.map((name) => caches.delete(name).catch(() => false)),
    registration?.pushManager
      ?.getSubscription()
      .then((subscription) => subscription?.unsubscribe())
      .catch(() => undefined),
  ]);
}
