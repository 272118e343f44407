import type { NotificationPage } from '@journeys/shared/rules';
import { apiBaseUrl } from './config';
import { http } from './http';
import { readAuthToken } from './token-storage';
import { checked } from './check-response';
import { notificationPageSchema, streamTicketSchema } from '../domain/wire';

export interface NotificationsQuery {
  /** `nextCursor` of the previous page; omitted or null for the first (newest) page. */
  cursor?: string | null;
  /** Defaults to NOTIFICATIONS_PAGE_SIZE on the server; at most NOTIFICATIONS_MAX_PAGE_SIZE. */
  limit?: number;
}

/** One page of the member's notifications, newest first. */
export async function fetchNotifications(query: NotificationsQuery = {}): Promise<NotificationPage> {
  const params: Record<string, string | number> = {};
  if (query.cursor) params.cursor = query.cursor;
  if (query.limit != null) params.limit = query.limit;
  const { data } = await http.get<NotificationPage>('/notifications', { params });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(notificationPageSchema, data, 'GET /notifications');
}

export async function markAllNotificationsRead(): Promise<void> {
  await http.post('/notification/all/read');
}

export async function markNotificationRead(id: number): Promise<void> {
  await http.post(`/notification/${id}/read`);
}

/** A one-time ticket for the notification stream, asked for with the bearer header like every call. */
export async function fetchStreamTicket(): Promise<string> {
  const { data } = await http.post<{ ticket: string }>('/notifications/stream-ticket');
  return process.env.NODE_ENV === 'production'
    ? data.ticket
    : checked(streamTicketSchema, data, 'POST /notifications/stream-ticket').ticket;
}

/**
 * URL of the server-sent-events stream of the member's new notifications, with a fresh ticket:
 * EventSource cannot send headers, and the session token must not travel in a URL (URLs end up
 * in logs). A ticket opens one connection, so every reconnect needs a new URL; `lastEventId`
 * (the id of the last notification received) makes the server send what was missed, as the
 * Last-Event-ID header would, which a new EventSource cannot set.
 */
export async function notificationStreamUrl(lastEventId?: string): Promise<string | null> {
  if (!readAuthToken()) return null;
  const params = new URLSearchParams({ ticket: await fetchStreamTicket() });
  if (lastEventId) params.set('lastEventId', lastEventId);
  return `${apiBaseUrl()}/notifications/stream?${params.toString()}`;
}
