import { errorMessage } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import { showToast } from '@journeys/shared/events';
import { useMutation, useQueryClient } from '@journeys/shared/query';
import { useNavigate } from '@journeys/shared/router';

export interface WizardSave<P> {
  send: (payload: P) => Promise<unknown>;
  /** The cached lists and entities the saved answers change: marked stale, reloaded when shown. */
  stale: readonly (readonly unknown[])[];
  toast: (payload: P) => string;
  /** What else follows a save, before the wizard goes back to the feed. */
  afterSave?: () => void;
  /** The message when the server's answer does not say what went wrong. */
  failure: string;
}

/**
 * How a wizard saves: on success the stale queries, the toast and back to the feed; on failure
 * the wizard stays where it is with every answer and shows the server's message.
 */
export function useWizardSave<P>({ send, stale, toast, afterSave, failure }: WizardSave<P>) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (_saved, payload) => {
      // Stale, not fetched again now: the wizard's own reads (the surgery it edits or adds to) are
      // on their way out with it, and every page that shows one reloads it when shown.
      for (const queryKey of stale) void client.invalidateQueries({ queryKey, refetchType: 'none' });
      showToast(toast(payload));
      afterSave?.();
      navigate(paths.feed());
    },
  });

  return {
    save: (payload: P) => mutation.mutate(payload),
    // Still "saving" after success: the wizard is on its way out and must not be sent twice.
    saving: mutation.isPending || mutation.isSuccess,
    saveError: mutation.isError ? errorMessage(mutation.error, failure) : null,
    clearSaveError: mutation.reset,
  };
}
