import { useState } from 'react';
import { useNavigate } from '@journeys/shared/router';
import { errorMessage, saveReview } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import type { ReviewPayload } from '@journeys/shared/rules';
import { eventBus, showToast } from '@journeys/shared/events';
import { useSession } from '@journeys/shared/session';

/**
 * Saves (PUT with an id, POST without), then tells the rest of the page: the toast, the feed
 * reload, and the session user whose surgeryCount just changed. On failure the wizard stays
 * where it is with every answer, showing the server's message.
 */
export function useSaveSurgery() {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const save = async (payload: ReviewPayload) => {
    setSaving(true);
    setSaveError(null);
    try {
      await saveReview(payload);
    } catch (error) {
      setSaveError(errorMessage(error, 'Failed to save surgery'));
      setSaving(false);
      return;
    }
    showToast(payload.id != null ? 'Surgery Edited Successfully' : 'Surgery Submitted Successfully');
    eventBus.emit('surgery:changed', {});
    void useSession.getState().refreshUser();
    navigate(paths.feed());
  };

  return { save, saving, saveError, clearSaveError: () => setSaveError(null) };
}
