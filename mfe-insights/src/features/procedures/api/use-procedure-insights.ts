import { fetchProcedureInsights } from '@journeys/shared/insights-api';
import { queryKeys, useQuery } from '@journeys/shared/query';

/** One procedure's curve and figures (GET /insights/procedures/:id); idle without an id. */
export function useProcedureInsights(id: number | undefined) {
  return useQuery({
    queryKey: queryKeys.insights.procedure(id ?? 0),
    queryFn: ({ signal }) => fetchProcedureInsights(id ?? 0, signal),
    enabled: id !== undefined,
  });
}
