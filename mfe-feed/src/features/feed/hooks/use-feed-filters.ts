import { useSearchParams } from '@journeys/shared/router';
import { feedFilters, positiveId } from '@journeys/shared/url-ids';

export interface FeedFilters {
  surgery?: number;
  user?: number;
}

export interface FeedParams extends FeedFilters {
  /** `?surgery=` is there but is no id (`?surgery=abc`): no surgery can match it. */
  surgeryInvalid: boolean;
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
    surgeryInvalid: params.has('surgery') && surgery == null,
    comment: positiveId(params.get('comment')),
    login: params.get('login') === 'true',
    activeFilters: (surgery != null ? 1 : 0) + (user != null ? 1 : 0),
  };
}
