import { fetchOnTrack } from '@journeys/shared/insights-api';
import { queryKeys, useQuery } from '@journeys/shared/query';

/**
 * `GET /insights/surgeries/:id/on-track`. Read afresh each time the card mounts (coming back from
 * posting an update remounts it), since the member's latest report is what it compares.
 */
export function useOnTrack(reviewId: number) {
  return useQuery({
    queryKey: queryKeys.insights.onTrack(reviewId),
    queryFn: () => fetchOnTrack(reviewId),
    staleTime: 0,
  });
}
