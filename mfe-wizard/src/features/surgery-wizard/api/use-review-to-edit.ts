import { fetchReview } from '@journeys/shared/api';
import { queryKeys } from '@journeys/shared/query';
import type { Review } from '@journeys/shared/rules';
import { useToEdit } from '../../../lib/use-to-edit';
import type { Resource } from '../../../lib/resource';

/** Idle when creating; otherwise the surgery to edit, or 'Not Found' (docs/product.md §5). */
export function useReviewToEdit(reviewId: number | undefined): Resource<Review> {
  return useToEdit(reviewId, queryKeys.reviews.one, fetchReview);
}
