import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, fetchReviews, isApiError } from '@journeys/shared/api';
import type { Review } from '@journeys/shared/rules';
import type { FeedFilters } from '../hooks/use-feed-filters';

/** The API's default page size; a reload asks for as many as are shown, up to its maximum. */
const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

export interface ReviewPagesState {
  status: 'loading' | 'ready' | 'error';
  reviews: Review[];
  nextCursor: string | null;
  error: string | null;
  loadingMore: boolean;
  moreError: string | null;
}

const LOADING: ReviewPagesState = {
  status: 'loading',
  reviews: [],
  nextCursor: null,
  error: null,
  loadingMore: false,
  moreError: null,
};

const FALLBACK = 'Failed to load reviews';

function appendNew(shown: Review[], page: Review[]): Review[] {
  // A surgery posted between two page loads shifts the keyset; never show a card twice.
  const seen = new Set(shown.map((r) => r.id));
  return [...shown, ...page.filter((r) => !seen.has(r.id))];
}

const NOTHING: ReviewPagesState = { ...LOADING, status: 'ready' };

/**
 * The feed's pages. Every first-page load takes a ticket; an answer that arrives after a newer
 * load started (filters changed, a reload) is dropped, so a slow old answer never wins.
 * `enabled: false` (an address no surgery can match) asks nothing and shows an empty list.
 */
export function useReviewPages({ surgery, user }: FeedFilters, { enabled = true } = {}) {
  const [state, setState] = useState<ReviewPagesState>(LOADING);
  const ticket = useRef(0);
  const moreInFlight = useRef(false);
  const shownCount = useRef(0);

  useEffect(() => {
    shownCount.current = state.reviews.length;
  }, [state.reviews.length]);

  const loadFirst = useCallback(
    (quiet: boolean) => {
      const mine = ++ticket.current;
      moreInFlight.current = false;
      if (!enabled) {
        setState(NOTHING);
        return;
      }
      const limit = quiet ? Math.min(MAX_PAGE_SIZE, shownCount.current) : 0;
      // A quiet reload (after a change) keeps the cards on screen until the new ones arrive.
      if (!quiet) setState(LOADING);
      fetchReviews({ surgery, user, limit: limit > PAGE_SIZE ? limit : undefined }).then(
        (page) => {
          if (mine !== ticket.current) return;
          // A page of cards is a big render: as a transition React splits it into short tasks.
          startTransition(() =>
            setState({ ...LOADING, status: 'ready', reviews: page.reviews, nextCursor: page.nextCursor }),
          );
        },
        (error: unknown) => {
          if (mine !== ticket.current) return;
          // A surgery that is not there is an empty result, not a failure to load.
          if (surgery != null && isApiError(error) && error.status === 404) setState(NOTHING);
          else setState({ ...LOADING, status: 'error', error: errorMessage(error, FALLBACK) });
        },
      );
    },
    [surgery, user, enabled],
  );

  useEffect(() => {
    loadFirst(false);
  }, [loadFirst]);

  const cursor = state.nextCursor;
  const loadMore = useCallback(() => {
    if (!cursor || moreInFlight.current) return;
    moreInFlight.current = true;
    const mine = ticket.current;
    setState((s) => ({ ...s, loadingMore: true, moreError: null }));
    fetchReviews({ surgery, user, cursor }).then(
      (page) => {
        if (mine !== ticket.current) return;
        moreInFlight.current = false;
        setState((s) => ({
          ...s,
          reviews: appendNew(s.reviews, page.reviews),
          nextCursor: page.nextCursor,
          loadingMore: false,
        }));
      },
      (error: unknown) => {
        if (mine !== ticket.current) return;
        moreInFlight.current = false;
        setState((s) => ({ ...s, loadingMore: false, moreError: errorMessage(error, FALLBACK) }));
      },
    );
  }, [cursor, surgery, user]);

  const reload = useCallback(() => loadFirst(true), [loadFirst]);
  const retry = useCallback(() => loadFirst(false), [loadFirst]);

  return { ...state, loadMore, reload, retry };
}
