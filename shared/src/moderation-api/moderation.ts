/** The moderators' calls: the queue, one reported item, and the actions on it. */
import { http } from '@journeys/shared/api';
import type { ModerationItem, ModerationItemType, ModerationQueue } from '../domain/entities';
import type { ModerationActionPayload } from '../domain/schemas';
import { checked } from '../api/check-response';
import { moderationItemSchema, moderationQueueSchema } from '../domain/wire';

const itemPath = (itemType: ModerationItemType, itemId: number) =>
  `/moderation/items/${encodeURIComponent(itemType)}/${itemId}`;

/** Open items, most reported first, then oldest first. */
export async function fetchModerationQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  const { data } = await http.get<ModerationQueue>('/moderation/queue', { signal });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(moderationQueueSchema, data, 'GET /moderation/queue');
}

/** One item in context: its reports, its author's history and its audit log. */
export async function fetchModerationItem(
  itemType: ModerationItemType,
  itemId: number,
  signal?: AbortSignal,
): Promise<ModerationItem> {
  const { data } = await http.get<ModerationItem>(itemPath(itemType, itemId), { signal });
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(moderationItemSchema, data, 'GET /moderation/items/:itemType/:itemId');
}

/** Dismiss, hide, restore, approve or suspend the author; answers the item as it now is. */
export async function postModerationAction(
  itemType: ModerationItemType,
  itemId: number,
  payload: ModerationActionPayload,
): Promise<ModerationItem> {
  const { data } = await http.post<ModerationItem>(`${itemPath(itemType, itemId)}/actions`, payload);
  return process.env.NODE_ENV === 'production'
    ? data
    : checked(moderationItemSchema, data, 'POST /moderation/items/:itemType/:itemId/actions');
}
