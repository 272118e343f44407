import { useNavigate } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { feedQuery } from '@journeys/shared/feed-filters';
import type { FeedSort } from '@journeys/shared/query';
import type { FeedFilters, FeedParams } from './use-feed-filters';

export type FeedChange = Partial<FeedFilters> & { sort?: FeedSort };

/**
 * Moves the feed to other filters: a new history entry, so Back returns to the previous ones.
 * The deep link's comment and login prompt belong to the address they came with and are dropped.
 */
export function useChangeFeed(current: FeedParams): (change: FeedChange) => void {
  const navigate = useNavigate();
  const filters = feedQuery(current);
  return (change: FeedChange) => navigate(paths.feed({ ...filters, sort: current.sort, ...change }));
}
