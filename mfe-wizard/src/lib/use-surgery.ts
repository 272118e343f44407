import { fetchReview } from '@journeys/shared/api';
import { queryKeys } from '@journeys/shared/query';
import type { Review } from '@journeys/shared/rules';
import { useToEdit } from './use-to-edit';
import type { Resource } from './resource';

/**
 * Idle without an id; otherwise the surgery, or 'Not Found' (docs/product.md §5): the one the
 * surgery wizard edits, or the one a new update is for (its last 'Was it worth it?' answer).
 */
export function useSurgery(reviewId: number | undefined): Resource<Review> {
  return useToEdit(reviewId, queryKeys.reviews.one, fetchReview);
}
