import { createUpdate, editUpdate } from '@journeys/shared/api';
import { queryKeys } from '@journeys/shared/query';
import type { UpdateWithPhotos } from '@journeys/shared/rules';
import { useWizardSave } from '../../../lib/use-wizard-save';
import { useT } from '../../../messages';

export type UpdateTarget = { kind: 'new'; reviewId: number } | { kind: 'edit'; updateId: number };

/**
 * POST /review/update for a new update, PUT /update/{id} for an edit (docs/product.md §7); then
 * the lists of surgeries (which show updates) and the edited update are stale, and back to the feed.
 */
export function useSaveUpdate(target: UpdateTarget) {
  const t = useT();
  return useWizardSave<UpdateWithPhotos>({
    send: async (fields) => {
      if (target.kind === 'new') await createUpdate({ id: target.reviewId, ...fields });
      else await editUpdate(target.updateId, fields);
    },
    stale: [queryKeys.reviews.all, queryKeys.updates.all],
    toast: () => t(target.kind === 'new' ? 'updateAdded' : 'updateEdited'),
    failure: t('updateFailed'),
  });
}
