import { fetchSurgeryTypes } from '@journeys/shared/api';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { SurgeryType } from '@journeys/shared/rules';
import { toResource, type Resource } from '../../../lib/resource';

export const SURGERY_TYPES_ERROR = 'Failed to load surgery types. Please try again later.';

export function useSurgeryTypes(): Resource<SurgeryType[]> {
  const query = useQuery({
    queryKey: queryKeys.reference.surgeryTypes,
    queryFn: fetchSurgeryTypes,
    staleTime: Infinity,
  });
  return toResource(query, SURGERY_TYPES_ERROR);
}
