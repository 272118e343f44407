import { fetchModerationItem } from '@journeys/shared/moderation-api';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { ModerationItemType } from '@journeys/shared/rules';

/** GET /moderation/items/:itemType/:itemId: the item in context, its reports, author and audit log. */
export function useModerationItem(itemType: ModerationItemType, itemId: number) {
  return useQuery({
    queryKey: queryKeys.moderation.item(itemType, itemId),
    queryFn: ({ signal }) => fetchModerationItem(itemType, itemId, signal),
  });
}
