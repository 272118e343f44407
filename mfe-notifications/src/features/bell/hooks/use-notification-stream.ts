import { useEffect, useRef } from 'react';
import { notificationStreamUrl } from '@journeys/shared/api';
import type { Notification } from '@journeys/shared/rules';
import { useSession } from '@journeys/shared/session';

const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export interface StreamHandlers {
  /**
   * The stream opened with nothing to resume from (first connection, or nothing received
   * yet): events sent while it was down are lost, so re-read the count.
   */
  onOpen(): void;
  /** A connection failed or could not start; it will be tried again after a backoff. */
  onDown(): void;
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
 * Server-sent events of the member's new notifications, open while logged in. Each connection
 * opens with a one-time ticket, so the browser's own reconnect (same URL, used ticket) would be
 * refused: on any error this closes the EventSource and reconnects with a new ticket and the
 * id of the last notification received, after a backoff with jitter; the server then sends
 * what was missed. When the server ends this stream because the member opened a newer one
 * (another tab), it waits until this tab is in use again. When the server ends it because the
 * session ended (`session-ended`: logged out, password changed, session revoked, account deleted
 * or suspended), it stops for good: only a new session (a new token) opens a stream again.
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
    let superseded = false;
    let lastEventId: string | undefined;
    // A replay after a reconnect may overlap what was received; count each notification once.
    const seen = new Set<number>();

    const onNotification = (event: Event) => {
      const notification = parse((event as MessageEvent).data);
      if (!notification) return;
      lastEventId = String(notification.id);
      if (seen.has(notification.id)) return;
      seen.add(notification.id);
      latest.current.onNotification(notification);
    };

    const retry = () => {
      if (stopped) return;
      latest.current.onDown();
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      let url: string | null;
      try {
        url = await notificationStreamUrl(lastEventId);
      } catch {
        retry();
        return;
      }
      if (!url || stopped || superseded) return;
      const resumed = lastEventId !== undefined;
      const current = new window.EventSource(url);
      source = current;
      current.addEventListener('open', () => {
        attempt = 0;
        if (!resumed) latest.current.onOpen();
      });
      current.addEventListener('notification', onNotification);
      current.addEventListener('superseded', () => {
        current.close();
        superseded = true;
        // Back later with a fresh count rather than a replay of a possibly long absence.
        lastEventId = undefined;
      });
      current.addEventListener('session-ended', () => {
        current.close();
        stopped = true;
        clearTimeout(timer);
      });
      current.addEventListener('error', () => {
        current.close();
        if (!superseded) retry();
      });
    };

    const resume = () => {
      if (!superseded || stopped || document.visibilityState === 'hidden') return;
      superseded = false;
      attempt = 0;
      void connect();
    };
    window.addEventListener('focus', resume);
    document.addEventListener('visibilitychange', resume);

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener('focus', resume);
      document.removeEventListener('visibilitychange', resume);
    };
  }, [token]);
}
