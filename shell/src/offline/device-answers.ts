/**
 * Whether what the page shows came from this device rather than the network: the browser says it
 * has no connection, or the service worker answered from its saved copies (a connection too weak
 * to answer in time). Read by the offline line; told by the worker (shell/service-worker/sw.ts).
 */
import { WORKER_MESSAGES } from './worker-contract';

type Listener = () => void;

/** Fired on the window when the network answered after the worker showed a saved copy. */
export const FRESHER_EVENT = WORKER_MESSAGES.fresher;

let fromDevice = false;
const listeners = new Set<Listener>();

export function setAnsweredFromDevice(value: boolean): void {
  if (value === fromDevice) return;
  fromDevice = value;
  for (const listener of listeners) listener();
}

navigator.serviceWorker?.addEventListener(
  'message',
  ({ data }: MessageEvent<{ type?: unknown; fromDevice?: unknown }>) => {
    if (data?.type === WORKER_MESSAGES.answer) setAnsweredFromDevice(data.fromDevice === true);
    if (data?.type === FRESHER_EVENT) {
      setAnsweredFromDevice(false);
      // The page's query client reads its data again (page-query-client.tsx).
      dispatchEvent(new Event(FRESHER_EVENT));
    }
  },
);

export function subscribeToDeviceAnswers(listener: Listener): () => void {
  listeners.add(listener);
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}

export const isShowingSavedCopies = (): boolean => fromDevice || !navigator.onLine;
