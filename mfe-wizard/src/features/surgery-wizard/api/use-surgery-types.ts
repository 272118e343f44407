import { fetchSurgeryTypes } from '@journeys/shared/api';
import type { SurgeryType } from '@journeys/shared/rules';
import { useResource } from '../../../lib/use-resource';

export const SURGERY_TYPES_ERROR = 'Failed to load surgery types. Please try again later.';

export function useSurgeryTypes() {
  return useResource<SurgeryType[]>('surgery-types', fetchSurgeryTypes, SURGERY_TYPES_ERROR);
}
