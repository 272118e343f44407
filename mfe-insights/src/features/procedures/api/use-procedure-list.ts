import { fetchProcedureList } from '@journeys/shared/insights-api';
import { queryKeys, useQuery } from '@journeys/shared/query';

/** Every procedure with at least one journey, most journeys first (GET /insights/procedures). */
export function useProcedureList() {
  return useQuery({
    queryKey: queryKeys.insights.procedures,
    queryFn: ({ signal }) => fetchProcedureList(signal),
  });
}
