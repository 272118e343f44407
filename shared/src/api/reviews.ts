import { ERROR_MESSAGES, type Review, type ReviewPage, type ReviewPayload } from '@journeys/shared/rules';
import { ApiError } from './api-error';
import { http } from './http';
import { postOnce } from './idempotency-key';
import { checked } from './check-response';
import { reviewPageSchema, reviewSchema } from '../domain/wire';
import { feedQuery } from '../contracts/feed-filters.mjs';
import type { ReviewListFilters } from '../query/query-keys';

/** GET /reviews: the feed's filters, as the list's query key names them, plus paging. */
export interface ReviewsQuery extends ReviewListFilters {
  /** nextCursor of the previous page, for the same filters and sort. */
  cursor?: string | null;
  limit?: number;
}

/**
 * One page of the feed: `fetchReviews({ ...filters, sort, cursor, limit })`, every field optional;
 * the filters are FEED_FILTERS, sent in that order (the shell's page hints spell the first page's
 * address the same way). The answer's `total` counts the matches over all pages.
 */
export async function fetchReviews(query: ReviewsQuery = {}): Promise<ReviewPage> {
  const params: Record<string, string | number> = { ...feedQuery(query) };
  if (query.sort) params.sort = query.sort;
  if (query.cursor) params.cursor = query.cursor;
  if (query.limit != null) params.limit = query.limit;
  const { data } = await http.get<ReviewPage>('/reviews', { params });
  return process.env.NODE_ENV === 'production' ? data : checked(reviewPageSchema, data, 'GET /reviews');
}

/** docs/product.md §5: a single review fetch fails with 'Not Found' unless exactly one review is returned. */
export async function fetchReview(id: number): Promise<Review> {
  const { reviews } = await fetchReviews({ surgery: id });
  const [only] = reviews;
  if (reviews.length !== 1 || !only) throw new ApiError(ERROR_MESSAGES.NOT_FOUND, 404, {}, 'NOT_FOUND');
  return only;
}

export async function createReview(payload: Omit<ReviewPayload, 'id'>): Promise<Review> {
  const data = await postOnce<Review>('/review', payload);
  return process.env.NODE_ENV === 'production' ? data : checked(reviewSchema, data, 'POST /review');
}

export async function updateReview(payload: ReviewPayload & { id: number }): Promise<Review> {
  const { data } = await http.put<Review>('/review', payload);
  return process.env.NODE_ENV === 'production' ? data : checked(reviewSchema, data, 'PUT /review');
}

/** Saving with an id updates; without creates (docs/product.md §4). */
export function saveReview(payload: ReviewPayload): Promise<Review> {
  return payload.id != null ? updateReview({ ...payload, id: payload.id }) : createReview(payload);
}

export async function deleteReview(id: number): Promise<void> {
  await http.delete(`/review/${id}`);
}
