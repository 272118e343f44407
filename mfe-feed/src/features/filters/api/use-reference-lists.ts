import { fetchStates, fetchSurgeryTypes } from '@journeys/shared/api';
import { useLanguage } from '@journeys/shared/i18n';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { State, SurgeryType } from '@journeys/shared/rules';

const NONE: never[] = [];

/** The procedures a journey can be filtered by: reference data, read once per page. */
export function useSurgeryTypes(): SurgeryType[] {
  const query = useQuery({
    queryKey: queryKeys.reference.surgeryTypes(useLanguage()),
    queryFn: fetchSurgeryTypes,
    staleTime: Infinity,
  });
  return query.data ?? NONE;
}

/** The states a journey can be filtered by: reference data, read once per page. */
export function useStates(): State[] {
  const query = useQuery({ queryKey: queryKeys.reference.states, queryFn: fetchStates, staleTime: Infinity });
  return query.data ?? NONE;
}
