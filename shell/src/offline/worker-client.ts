/**
 * The page's side of the service worker (docs/architecture.md §12): registers it, hears when it
 * answered from this device, and empties what it saved when the member logs out, in this tab or
 * another (the session store follows the other tabs).
 */
import { apiBaseUrl } from '@journeys/shared/api';
import { useSession } from '@journeys/shared/session';
import { FRESHER_EVENT, setAnsweredFromDevice } from './device-answers';
import { forgetSavedMemberData } from './forget-saved-member-data';

export async function connectWorker(): Promise<void> {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; fromDevice?: unknown } | null;
    if (data?.type === 'journeys:answer') setAnsweredFromDevice(data.fromDevice === true);
    if (data?.type === 'journeys:fresher') {
      setAnsweredFromDevice(false);
      // The page's query client reads its data again (page-query-client.tsx).
      window.dispatchEvent(new Event(FRESHER_EVENT));
    }
  });
  let token = useSession.getState().token;
  useSession.subscribe((state) => {
    if (token !== null && state.token === null) void forgetSavedMemberData();
    token = state.token;
  });
  try {
    // The worker learns the API's address from its own: it decides which requests are API reads.
    await navigator.serviceWorker.register(`/sw.js?api=${encodeURIComponent(apiBaseUrl())}`, {
      scope: '/',
      updateViaCache: 'none',
    });
  } catch (error) {
    // The site works without a worker: only offline reading and push are lost.
    console.warn('[shell] the service worker could not be registered', error);
  }
}
