import { deleteReview, deleteUpdate } from '@journeys/shared/api';

/** What the delete dialog removes: a whole surgery, or one of its updates. */
export type DeleteTarget =
  { kind: 'surgery'; reviewId: number } | { kind: 'update'; reviewId: number; updateId: number };

export function deleteTarget(target: DeleteTarget): Promise<void> {
  return target.kind === 'surgery' ? deleteReview(target.reviewId) : deleteUpdate(target.updateId);
}
