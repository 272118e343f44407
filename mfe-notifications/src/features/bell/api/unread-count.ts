import { fetchNotifications, http, isApiError } from '@journeys/shared/api';

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
    const all = await fetchNotifications();
    return all.filter((n) => !n.isRead).length;
  }
}
