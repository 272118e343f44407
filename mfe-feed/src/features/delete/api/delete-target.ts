import { deleteReview, deleteUpdate } from '@journeys/shared/api';
import { queryKeys, useMutation, useQueryClient } from '@journeys/shared/query';

/** What the delete dialog removes: a whole surgery, or one of its updates. */
export type DeleteTarget =
  { kind: 'surgery'; reviewId: number } | { kind: 'update'; reviewId: number; updateId: number };

function deleteTarget(target: DeleteTarget): Promise<void> {
  return target.kind === 'surgery' ? deleteReview(target.reviewId) : deleteUpdate(target.updateId);
}

/** Deletes, then every list of surgeries on the page (and any update form) loads afresh. */
export function useDeleteTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTarget,
    onSuccess: () => {
      // Not awaited: the dialog closes now, the lists catch up in the background.
      void client.invalidateQueries({ queryKey: queryKeys.reviews.all });
      void client.invalidateQueries({ queryKey: queryKeys.updates.all });
    },
  });
}
