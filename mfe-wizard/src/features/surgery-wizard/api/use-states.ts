import { fetchStates } from '@journeys/shared/api';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { State } from '@journeys/shared/rules';
import { toResource, type Resource } from '../../../lib/resource';
import { useT } from '../../../messages';

/** The states are reference data: read once per page. */
export function useStates(): Resource<State[]> {
  const t = useT();
  const query = useQuery({ queryKey: queryKeys.reference.states, queryFn: fetchStates, staleTime: Infinity });
  return toResource(query, t('statesError'));
}
