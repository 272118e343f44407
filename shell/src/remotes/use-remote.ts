import { useCallback, useEffect, useState } from 'react';
import type { RemoteId, RemoteModules, RemoteName } from '@journeys/shared/contracts';
import { loadRemoteModule, resetRemote } from './load-remote-module';
import { reportRemoteFailure } from './remote-failure-report';
import { onRemoteLoadError } from './remote-load-errors';

const loaded = new Map<RemoteId, RemoteModules[RemoteId]>();
const inflight = new Map<RemoteId, Promise<RemoteModules[RemoteId]>>();
/** Every mounted area of a remote hears when it loads, so one Retry recovers them all. */
const onLoaded = new Map<RemoteId, Set<() => void>>();

function load<K extends RemoteId>(id: K): Promise<RemoteModules[K]> {
  let promise = inflight.get(id) as Promise<RemoteModules[K]> | undefined;
  if (!promise) {
    promise = loadRemoteModule(id).then((mod) => {
      loaded.set(id, mod.default);
      for (const notify of onLoaded.get(id) ?? []) notify();
      return mod.default;
    });
    // A failure is not cached: the next attempt (retry button) starts over.
    promise.catch(() => inflight.delete(id));
    inflight.set(id, promise);
  }
  return promise;
}

/** Starts loading a remote ahead of its first area; a failure is left for that area to show. */
export function preloadRemote(id: RemoteId): void {
  load(id).catch(() => undefined);
}

export type RemoteState<K extends RemoteId> =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteModules[K] }
  | { status: 'failed'; error: Error };

export function useRemote<K extends RemoteId>(id: K): { state: RemoteState<K>; retry(): void } {
  const initial = loaded.get(id) as RemoteModules[K] | undefined;
  const [state, setState] = useState<RemoteState<K>>(
    initial ? { status: 'ready', Component: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const listeners = onLoaded.get(id) ?? new Set();
    onLoaded.set(id, listeners);
    const notify = () => {
      const Component = loaded.get(id) as RemoteModules[K] | undefined;
      if (Component) setState({ status: 'ready', Component });
    };
    listeners.add(notify);
    return () => {
      listeners.delete(notify);
    };
  }, [id]);

  useEffect(() => {
    const known = loaded.get(id) as RemoteModules[K] | undefined;
    if (known) {
      setState({ status: 'ready', Component: known });
      return;
    }
    let active = true;
    const name = id.split('/')[0] as RemoteName;
    const fail = (error: unknown) => {
      if (!active) return;
      setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      reportRemoteFailure(name, 'load');
    };
    setState({ status: 'loading' });
    // The runtime plugin reports a failed entry as it happens; the load itself may wait for its timeout.
    const off = onRemoteLoadError(name, fail);
    load(id).then((Component) => active && setState({ status: 'ready', Component }), fail);
    return () => {
      active = false;
      off();
    };
  }, [id, attempt]);

  const retry = useCallback(() => {
    loaded.delete(id);
    inflight.delete(id);
    resetRemote(id);
    setAttempt((n) => n + 1);
  }, [id]);

  return { state, retry };
}
