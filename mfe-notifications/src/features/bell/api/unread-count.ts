import { fetchNotifications, http, isApiError } from '@journeys/shared/api';
import { queryKeys, type QueryClient } from '@journeys/shared/query';
import { NOTIFICATIONS_MAX_PAGE_SIZE } from '@journeys/shared/rules';

/**
 * GET /notifications/unread-count is this API's addition to docs/product.md §7; an API without it (404)
 * still works, counted from the list.
 */
export async function fetchUnreadCount(): Promise<number> {
  try {
    const { data } = await http.get<{ count: number }>('/notifications/unread-count');
    return data.count;
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
    const { notifications } = await fetchNotifications({ limit: NOTIFICATIONS_MAX_PAGE_SIZE });
    return notifications.filter((n) => !n.isRead).length;
  }
}

/**
 * Changes the cached count by `delta` (never below 0). A count not read yet stays unread: the
 * read, when it comes, already includes the change.
 */
export function adjustUnreadCount(client: QueryClient, viewerId: number | null, delta: number): void {
  client.setQueryData<number>(queryKeys.notifications.unreadCount(viewerId), (count) =>
    count === undefined ? undefined : Math.max(0, count + delta),
  );
}

export function setUnreadCount(client: QueryClient, viewerId: number | null, count: number): void {
  client.setQueryData<number>(queryKeys.notifications.unreadCount(viewerId), count);
}
