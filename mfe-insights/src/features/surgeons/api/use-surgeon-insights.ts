import { fetchSurgeonInsights } from '@journeys/shared/insights-api';
import { queryKeys, useQuery } from '@journeys/shared/query';

/** One surgeon's figures per procedure (GET /insights/surgeons/:npi); idle without an NPI. */
export function useSurgeonInsights(npi: string | undefined) {
  return useQuery({
    queryKey: queryKeys.insights.surgeon(npi ?? ''),
    queryFn: ({ signal }) => fetchSurgeonInsights(npi ?? '', signal),
    enabled: npi !== undefined,
  });
}
