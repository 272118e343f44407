/**
 * Whether what the page shows came from this device rather than the network: the browser says it
 * has no connection, or the service worker answered from its saved copies (a connection too weak
 * to answer in time). Read by the offline line; set by the worker's client.
 */
type Listener = () => void;

/** Fired on the window when the network answered after the worker showed a saved copy. */
export const FRESHER_EVENT = 'journeys:fresher';

let fromDevice = false;
const listeners = new Set<Listener>();

export function setAnsweredFromDevice(value: boolean): void {
  if (value === fromDevice) return;
  fromDevice = value;
  for (const listener of listeners) listener();
}

export function subscribeToDeviceAnswers(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isShowingSavedCopies = (): boolean => fromDevice || !navigator.onLine;
