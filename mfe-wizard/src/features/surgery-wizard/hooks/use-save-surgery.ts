import { saveReview } from '@journeys/shared/api';
import { queryKeys } from '@journeys/shared/query';
import type { ReviewPayload } from '@journeys/shared/rules';
import { useSession } from '@journeys/shared/session';
import { useWizardSave } from '../../../lib/use-wizard-save';
import { useT } from '../../../messages';

/**
 * Saves (PUT with an id, POST without), then: the toast, every cached list of surgeries marked
 * stale (the feed loads once when it shows again), the session user whose surgeryCount just
 * changed, and the feed. On failure the wizard stays where it is with every answer, showing the
 * server's message.
 */
export function useSaveSurgery() {
  const t = useT();
  return useWizardSave<ReviewPayload>({
    send: saveReview,
    stale: [queryKeys.reviews.all],
    toast: (payload) => t(payload.id != null ? 'surgeryEdited' : 'surgerySubmitted'),
    afterSave: () => void useSession.getState().refreshUser(),
    failure: t('saveSurgeryFailed'),
  });
}
