/** Following surgeries: the member's list and the Follow button's two calls. */
import type { Follows } from '@journeys/shared/rules';
import { http } from '@journeys/shared/api';
import { checked } from '../api/check-response';
import { followsSchema } from '../domain/wire';

/** The surgery ids the member follows explicitly (their own are followed implicitly, not listed). */
export async function fetchFollows(signal?: AbortSignal): Promise<number[]> {
  const { data } = await http.get<Follows>('/follows', { signal });
  return (process.env.NODE_ENV === 'production' ? data : checked(followsSchema, data, 'GET /follows'))
    .reviewIds;
}

/** Idempotent: following twice is one follow. */
export async function followSurgery(reviewId: number): Promise<void> {
  await http.put(`/follows/${reviewId}`);
}

/** Idempotent: unfollowing twice is no follow. */
export async function unfollowSurgery(reviewId: number): Promise<void> {
  await http.delete(`/follows/${reviewId}`);
}
