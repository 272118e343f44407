import type { PushSubscriptionPayload } from '../domain/schemas';
import { applicationServerKey, sameKey } from './application-server-key';
import { fetchPushPublicKey, savePushSubscription } from './push-api';
import { PushSetupError } from './push-setup-error';
import { pushSupported } from './device-push-state';

/** How long to wait for the shell's service worker before saying there is none. */
const READY_TIMEOUT_MS = 10_000;

function workerReady(timeoutMs: number): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    // `ready` never settles without a worker (a private window, a worker that failed to install).
    const timer = setTimeout(() => reject(new PushSetupError('no-worker')), timeoutMs);
    navigator.serviceWorker.ready.then(
      (registration) => {
        clearTimeout(timer);
        resolve(registration);
      },
      () => {
        clearTimeout(timer);
        reject(new PushSetupError('no-worker'));
      },
    );
  });
}

/** This device's subscription for `key`: the one it has when made with that key, else a new one. */
async function subscribe(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  // Made with an older site key: subscribe() refuses a second key until it is gone.
  await existing?.unsubscribe();
  try {
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    // The browser's push service unreachable or refusing: nothing the person typed is wrong.
    throw new PushSetupError('subscribe-failed');
  }
}

/**
 * Turns push on for this device. Call it only from a tap: browsers ask the permission question
 * only then, and a question nobody asked for is one people learn to refuse. Rejects with a
 * PushSetupError (the browser said no) or the API's ApiError; on the latter this device is
 * unsubscribed again, so it never holds a subscription the API does not know.
 */
export async function turnOnPush({ readyTimeoutMs = READY_TIMEOUT_MS } = {}): Promise<void> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  // First, before any other await: Safari asks only within the tap's own task.
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await workerReady(readyTimeoutMs);
  const key = applicationServerKey(await fetchPushPublicKey());
  const subscription = await subscribe(registration, key);
  try {
    await savePushSubscription(subscription.toJSON() as PushSubscriptionPayload);
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}
