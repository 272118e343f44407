import { fetchHelpCalendars, helpKeys } from '@journeys/shared/help-api';
import { useQuery } from '@journeys/shared/query';
import { useViewerId } from '../../lib/use-viewer';

/** GET /help/calendars: the calendars the member belongs to. */
export function useHelpCalendars() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: helpKeys.list(viewerId),
    queryFn: ({ signal }) => fetchHelpCalendars(signal),
    enabled: viewerId !== null,
  });
}
