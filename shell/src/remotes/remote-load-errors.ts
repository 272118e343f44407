import type { RemoteName } from '@journeys/shared/contracts';

type Listener = (error: Error) => void;

/**
 * The federation runtime's failures, as they happen, for the areas showing that remote now. A fact,
 * not a command: nothing is kept for areas that mount later; they load the remote themselves.
 */
const listeners = new Map<string, Set<Listener>>();

export function reportRemoteLoadError(name: string, error: Error): void {
  for (const listener of listeners.get(name) ?? []) listener(error);
}

export function onRemoteLoadError(name: RemoteName, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}
