import { useCallback, useEffect } from 'react';
import { useEvent } from '@journeys/shared/events';
import { useUnread } from '@journeys/shared/session';
import { fetchUnreadCount } from '../api/unread-count';

/** Reads the count from the server on mount and after every login (docs/product.md §4: notifications load after login). */
export function useUnreadCount(): { count: number; refresh(): void } {
  const count = useUnread((s) => s.count);

  const refresh = useCallback(() => {
    fetchUnreadCount().then(
      (n) => useUnread.getState().setCount(n),
      // The badge keeps its last value; the stream's next 'open' tries again.
      (error: unknown) => console.warn('[notifications] unread count not loaded', error),
    );
  }, []);

  useEffect(refresh, [refresh]);
  useEvent('session:login', refresh);

  return { count, refresh };
}
