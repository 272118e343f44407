import { useEffect, useRef } from 'react';
import { notificationStreamUrl } from '@journeys/shared/api';
import type { Notification } from '@journeys/shared/rules';
import { useSession } from '@journeys/shared/session';

const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface StreamHandlers {
  /** The stream (re)connected: events sent while it was down are lost, so re-read the count. */
  onOpen(): void;
  onNotification(notification: Notification): void;
}

function parse(data: unknown): Notification | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<Notification>;
    return typeof value === 'object' && value !== null && typeof value.id === 'number'
      ? (value as Notification)
      : null;
  } catch {
    return null;
  }
}

/**
 * Server-sent events of the member's new notifications, open while logged in. EventSource
 * reconnects by itself after a dropped connection; when it gives up (readyState CLOSED, e.g.
 * the server answered with an error) this reconnects with exponential backoff and jitter.
 */
export function useNotificationStream(handlers: StreamHandlers): void {
  const token = useSession((s) => s.token);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!token || typeof window.EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    // A reconnect may replay the last event (Last-Event-ID); count each notification once.
    const seen = new Set<number>();

    const onOpen = () => {
      attempt = 0;
      latest.current.onOpen();
    };
    const onNotification = (event: Event) => {
      const notification = parse((event as MessageEvent).data);
      if (!notification || seen.has(notification.id)) return;
      seen.add(notification.id);
      latest.current.onNotification(notification);
    };

    const connect = () => {
      const url = notificationStreamUrl();
      if (!url || stopped) return;
      const current = new window.EventSource(url);
      source = current;
      current.addEventListener('open', onOpen);
      current.addEventListener('notification', onNotification);
      current.addEventListener('error', () => {
        if (current.readyState !== window.EventSource.CLOSED || stopped) return;
        current.close();
        const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
        attempt += 1;
        timer = setTimeout(connect, delay);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [token]);
}
