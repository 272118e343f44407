import { useMemo } from 'react';
import { errorMessage, fetchReviews, isApiError } from '@journeys/shared/api';
import { feedQuery } from '@journeys/shared/feed-filters';
import { queryKeys, useInfiniteQuery } from '@journeys/shared/query';
import type { Review, ReviewPage } from '@journeys/shared/rules';
import type { FeedSort } from '@journeys/shared/query';
import type { FeedFilters } from '../../filters';
import { useT } from '../../../messages';

const EMPTY: ReviewPage = { reviews: [], nextCursor: null, total: 0 };

export interface ReviewPages {
  status: 'loading' | 'ready' | 'error';
  reviews: Review[];
  nextCursor: string | null;
  /** How many journeys match the filters, over every page; null until the first page is in. */
  total: number | null;
  /** True when more journeys match than a text search counts: `total` is then the cap. */
  totalIsLowerBound: boolean;
  error: string | null;
  loadingMore: boolean;
  moreError: string | null;
  loadMore(): void;
  retry(): void;
}

/** Every card once: a surgery posted between two page loads shifts the keyset. */
function distinct(pages: readonly ReviewPage[]): Review[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.reviews.filter((r) => !seen.has(r.id) && seen.add(r.id)));
}

/**
 * The feed's pages (`GET /reviews?<FEED_FILTERS>&sort&cursor` → `{reviews, nextCursor, total}`),
 * one infinite query per set of filters and sort. A change anywhere on the page invalidates `queryKeys.reviews.all`, and the
 * pages shown are fetched again with the cards kept on screen meanwhile. `enabled: false` (an
 * address no surgery can match) asks nothing and shows an empty list.
 */
export function useReviewPages(
  filters: FeedFilters & { sort: FeedSort },
  { enabled = true } = {},
): ReviewPages {
  const t = useT();
  const { surgery, sort } = filters;
  // The default order is left to the server: newest first, or best match first with text.
  const list = { ...feedQuery(filters), sort: sort === 'newest' ? undefined : sort };
  const query = useInfiniteQuery({
    queryKey: queryKeys.reviews.list(list),
    queryFn: async ({ pageParam }) => {
      try {
        return await fetchReviews({ ...list, cursor: pageParam });
      } catch (error) {
        // A surgery that is not there is an empty result, not a failure to load.
        if (surgery != null && isApiError(error) && error.status === 404) return EMPTY;
        throw error;
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  const { data, error, fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = query;
  const reviews = useMemo(() => (data ? distinct(data.pages) : []), [data]);

  const status = data || !enabled ? 'ready' : query.isError ? 'error' : 'loading';
  return {
    status,
    reviews,
    nextCursor: data?.pages.at(-1)?.nextCursor ?? null,
    total: data?.pages[0]?.total ?? (enabled ? null : 0),
    totalIsLowerBound: data?.pages[0]?.totalIsLowerBound === true,
    error: status === 'error' ? errorMessage(error, t('loadFail')) : null,
    loadingMore: isFetchingNextPage,
    moreError: query.isFetchNextPageError ? errorMessage(error, t('loadFail')) : null,
    loadMore: () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    retry: () => void refetch(),
  };
}
