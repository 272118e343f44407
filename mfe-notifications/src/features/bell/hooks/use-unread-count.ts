import { useState } from 'react';
import type { Notification } from '@journeys/shared/rules';
import { queryKeys, useQuery, useQueryClient } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';
import { adjustUnreadCount, fetchUnreadCount } from '../api/unread-count';
import type { StreamHandlers } from './use-notification-stream';

const streamSupported = () => typeof window.EventSource !== 'undefined';

/**
 * The member's unread count: one query, the only copy of it on the page (the notifications page
 * adjusts the same cache entry). It is read once the live stream is open, so nothing sent
 * between the read and the stream's start is lost; the stream then keeps it current. A fresh
 * stream (after being superseded) reads it again, a resumed one replays what it missed instead.
 * Without a stream (none in this browser, or it cannot connect) it is read at once. The
 * notifications page's list, when open, is read again on the same occasions.
 */
export function useUnreadCount(): { count: number; stream: StreamHandlers } {
  const client = useQueryClient();
  const viewerId = useSession((s) => (s.token && s.user ? s.user.id : null));
  // The viewer whose stream has opened (or failed): until then their count waits for it.
  const [liveFor, setLiveFor] = useState<number | null>(null);
  const key = queryKeys.notifications.unreadCount(viewerId);
  const { data: count = 0 } = useQuery({
    queryKey: key,
    queryFn: fetchUnreadCount,
    enabled: viewerId != null && (liveFor === viewerId || !streamSupported()),
  });

  const list = queryKeys.notifications.list(viewerId);
  const stream: StreamHandlers = {
    onOpen: () => {
      if (liveFor === viewerId) void client.invalidateQueries({ queryKey: key });
      else setLiveFor(viewerId);
      // A list read before the stream's starting point lacks what came between: the count read
      // now has it, so the open notifications page reads its list again (a closed one is only
      // marked stale).
      void client.invalidateQueries({ queryKey: list });
    },
    onDown: () => setLiveFor(viewerId),
    onNotification: (notification: Notification) => {
      if (!notification.isRead) adjustUnreadCount(client, viewerId, 1);
      // The notifications page, if open, shows the new one; otherwise its list loads fresh next time.
      void client.invalidateQueries({ queryKey: list });
    },
  };
  return { count, stream };
}
