import { useState } from 'react';
import { useNavigate } from '@journeys/shared/router';
import { createUpdate, editUpdate, errorMessage } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import type { UpdateFields } from '@journeys/shared/rules';
import { eventBus, showToast } from '@journeys/shared/events';

export type UpdateTarget = { kind: 'new'; reviewId: number } | { kind: 'edit'; updateId: number };

/** POST /review/update for a new update, PUT /update/{id} for an edit (docs/product.md §7), then back to the feed. */
export function useSaveUpdate(target: UpdateTarget) {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (fields: UpdateFields) => {
    setSaving(true);
    setSaveError(null);
    try {
      if (target.kind === 'new') await createUpdate({ id: target.reviewId, ...fields });
      else await editUpdate(target.updateId, fields);
    } catch (error) {
      setSaveError(errorMessage(error, 'Failed to submit update'));
      setSaving(false);
      return;
    }
    showToast(target.kind === 'new' ? 'Surgeries Updated!' : 'Successfully updated');
    eventBus.emit('surgery:changed', {});
    navigate(paths.feed());
  };

  return { save, saving, saveError, clearSaveError: () => setSaveError(null) };
}
