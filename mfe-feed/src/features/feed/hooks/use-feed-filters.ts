import { useSearchParams } from '@journeys/shared/router';
import { feedFilters, positiveId } from '@journeys/shared/url-ids';

export interface FeedFilters {
  surgery?: number;
  user?: number;
}

export interface FeedParams extends FeedFilters {
  comment?: number;
  login: boolean;
  /** How many of surgery and user narrow the list: the n of 'Clear Filters (n)'. */
  activeFilters: number;
}

export function useFeedParams(): FeedParams {
  const [params] = useSearchParams();
  const { surgery, user } = feedFilters(params);
  return {
    surgery,
    user,
    comment: positiveId(params.get('comment')),
    login: params.get('login') === 'true',
    activeFilters: (surgery != null ? 1 : 0) + (user != null ? 1 : 0),
  };
}
