import { useSearchParams } from '@journeys/shared/router';
import type { FeedSort } from '@journeys/shared/query';
import { FEED_FILTER_CHIPS, type FeedFilterName, type FeedFilterValues } from '@journeys/shared/feed-filters';
import { FEED_SEARCH_LENGTH, feedFilters, positiveId } from '@journeys/shared/url-ids';

/**
 * What narrows the list, as the address spells it (docs/product.md §2) and `GET /reviews` reads it:
 * FEED_FILTERS of `@journeys/shared/feed-filters`.
 */
export type FeedFilters = FeedFilterValues;

/** The filters that count in 'Clear Filters (n)' and show as chips, in the order the chips show. */
export const FILTER_NAMES: readonly FeedFilterName[] = FEED_FILTER_CHIPS.map((filter) => filter.name);
export type FilterName = FeedFilterName;

export const Q_MAX_LENGTH = FEED_SEARCH_LENGTH;

export interface FeedParams extends FeedFilters {
  /** 'newest' unless the address asks for another of FEED_SORTS. */
  sort: FeedSort;
  /** `?surgery=` is there but is no id (`?surgery=abc`): no surgery can match it. */
  surgeryInvalid: boolean;
  comment?: number;
  login: boolean;
  /** How many filters narrow the list: the n of 'Clear Filters (n)'. */
  activeFilters: number;
}

/**
 * The feed's state is its address alone, so a link shares it and Back restores it. A value that
 * could name nothing (`?state=abc`, a 9-digit surgeon, blank text) counts as absent, as a
 * hand-edited member id does; only `?surgery=` keeps its 'not there' page.
 */
export function readFeedParams(params: URLSearchParams): FeedParams {
  const { sort, ...filters } = feedFilters(params);
  const { surgery } = filters;
  return {
    ...filters,
    sort: sort ?? 'newest',
    surgeryInvalid: params.has('surgery') && surgery == null,
    comment: positiveId(params.get('comment')),
    login: params.get('login') === 'true',
    activeFilters: FILTER_NAMES.filter((name) => filters[name] != null).length,
  };
}

export function useFeedParams(): FeedParams {
  const [params] = useSearchParams();
  return readFeedParams(params);
}
