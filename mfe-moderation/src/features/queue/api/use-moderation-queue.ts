import { fetchModerationQueue } from '@journeys/shared/moderation-api';
import { queryKeys, useQuery } from '@journeys/shared/query';

/** GET /moderation/queue: open items, most reported first, then oldest first. */
export function useModerationQueue() {
  return useQuery({
    queryKey: queryKeys.moderation.queue,
    queryFn: ({ signal }) => fetchModerationQueue(signal),
  });
}
