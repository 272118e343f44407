import { useEffect, useRef } from 'react';
import { eventBus, type AppEvents } from './event-bus';

/** Subscribes for the component's lifetime; the latest handler is always called. */
export function useEvent<K extends keyof AppEvents>(type: K, handler: (payload: AppEvents[K]) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => eventBus.on(type, (payload) => latest.current(payload)), [type]);
}
