import type { Review, ReviewPage, ReviewPayload, Surgeon } from '@journeys/shared/rules';
import { ApiError } from './api-error';
import { http } from './http';
import { postOnce } from './idempotency-key';

export interface ReviewsQuery {
  surgery?: number;
  user?: number;
  cursor?: string | null;
  limit?: number;
}

export async function fetchReviews(query: ReviewsQuery = {}): Promise<ReviewPage> {
  const params: Record<string, string | number> = {};
  if (query.surgery != null) params.surgery = query.surgery;
  if (query.user != null) params.user = query.user;
  if (query.cursor) params.cursor = query.cursor;
  if (query.limit != null) params.limit = query.limit;
  const { data } = await http.get<ReviewPage>('/reviews', { params });
  return data;
}

/** docs/product.md §5: a single review fetch fails with 'Not Found' unless exactly one review is returned. */
export async function fetchReview(id: number): Promise<Review> {
  const { reviews } = await fetchReviews({ surgery: id });
  const [only] = reviews;
  if (reviews.length !== 1 || !only) throw new ApiError('Not Found', 404);
  return only;
}

export function createReview(payload: Omit<ReviewPayload, 'id'>): Promise<Review> {
  return postOnce<Review>('/review', payload);
}

export async function updateReview(payload: ReviewPayload & { id: number }): Promise<Review> {
  const { data } = await http.put<Review>('/review', payload);
  return data;
}

/** Saving with an id updates; without creates (docs/product.md §4). */
export function saveReview(payload: ReviewPayload): Promise<Review> {
  return payload.id != null ? updateReview({ ...payload, id: payload.id }) : createReview(payload);
}

export async function deleteReview(id: number): Promise<void> {
  await http.delete(`/review/${id}`);
}

export async function fetchSurgeon(npi: string): Promise<Surgeon> {
  const { data } = await http.get<Surgeon>(`/surgeons/${encodeURIComponent(npi)}`);
  return data;
}

export async function fetchSurgeonsByState(stateId: number): Promise<Surgeon[]> {
  const { data } = await http.get<Surgeon[]>(`/surgeons/state/${stateId}`);
  return data;
}
