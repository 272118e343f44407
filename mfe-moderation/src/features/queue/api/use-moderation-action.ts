import { postModerationAction } from '@journeys/shared/moderation-api';
import { queryKeys, useMutation, useQueryClient } from '@journeys/shared/query';
import type { ModerationActionPayload } from '@journeys/shared/domain';
import type { ModerationItemType } from '@journeys/shared/rules';

/**
 * POST /moderation/items/:itemType/:itemId/actions. The answer is the item as it now is; the
 * queue, and any feed or thread this page shares a cache with, are read again.
 */
export function useModerationAction(itemType: ModerationItemType, itemId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ModerationActionPayload) => postModerationAction(itemType, itemId, payload),
    onSuccess: (item) => {
      client.setQueryData(queryKeys.moderation.item(itemType, itemId), item);
      void client.invalidateQueries({ queryKey: queryKeys.moderation.queue });
      void client.invalidateQueries({ queryKey: queryKeys.reviews.all });
      void client.invalidateQueries({ queryKey: queryKeys.comments.all });
    },
  });
}
