import { useCallback } from 'react';
import { fetchHelpCalendar, helpKeys } from '@journeys/shared/help-api';
import { useQuery, useQueryClient } from '@journeys/shared/query';
import { useViewerId } from '../../lib/use-viewer';

/**
 * GET /help/calendars/:surgery; idle without an id (the address names no surgery) and for a
 * visitor, to whom no calendar exists: there is nothing to ask.
 */
export function useHelpCalendar(surgeryId: number | undefined) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: helpKeys.calendar(surgeryId ?? 0, viewerId),
    queryFn: ({ signal }) => fetchHelpCalendar(surgeryId ?? 0, signal),
    enabled: surgeryId !== undefined && viewerId !== null,
  });
}

/** After any change: this calendar and the list's 'places open' are read again. */
export function useRefreshHelp(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: helpKeys.all }), [client]);
}
