import type { Notification } from '@journeys/shared/rules';
import { apiBaseUrl } from './config';
import { http } from './http';
import { readAuthToken } from './token-storage';

export async function fetchNotifications(): Promise<Notification[]> {
  const { data } = await http.get<Notification[]>('/notifications');
  return data;
}

export async function markAllNotificationsRead(): Promise<void> {
  await http.post('/notification/all/read');
}

export async function markNotificationRead(id: number): Promise<void> {
  await http.post(`/notification/${id}/read`);
}

/**
 * URL of the server-sent-events stream of the member's new notifications. EventSource cannot
 * send headers, so the token travels as a query parameter (over TLS in production).
 */
export function notificationStreamUrl(): string | null {
  const token = readAuthToken();
  if (!token) return null;
  return `${apiBaseUrl()}/notifications/stream?token=${encodeURIComponent(token)}`;
}
