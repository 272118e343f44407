import { fetchUpdate } from '@journeys/shared/api';
import { queryKeys } from '@journeys/shared/query';
import type { Update } from '@journeys/shared/rules';
import { useToEdit } from '../../../lib/use-to-edit';
import type { Resource } from '../../../lib/resource';

/** Idle when adding an update; otherwise the update to edit. */
export function useUpdateToEdit(updateId: number | undefined): Resource<Update> {
  return useToEdit(updateId, queryKeys.updates.one, fetchUpdate);
}
