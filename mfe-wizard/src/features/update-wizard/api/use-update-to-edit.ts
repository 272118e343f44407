import { fetchUpdate } from '@journeys/shared/api';
import type { Update } from '@journeys/shared/rules';
import { useResource } from '../../../lib/use-resource';
import { loadById } from '../../../lib/not-found';

/** Idle when adding an update; otherwise the update to edit. */
export function useUpdateToEdit(updateId: number | undefined) {
  return useResource<Update>(updateId ?? null, () => loadById(updateId, fetchUpdate), 'Not Found');
}
