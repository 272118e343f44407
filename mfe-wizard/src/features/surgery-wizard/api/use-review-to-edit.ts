import { fetchReview } from '@journeys/shared/api';
import type { Review } from '@journeys/shared/rules';
import { useResource } from '../../../lib/use-resource';
import { loadById } from '../../../lib/not-found';

/** Idle when creating; otherwise the surgery to edit, or 'Not Found' (docs/product.md §5). */
export function useReviewToEdit(reviewId: number | undefined) {
  return useResource<Review>(reviewId ?? null, () => loadById(reviewId, fetchReview), 'Not Found');
}
