import { fetchEmailPreferences } from '@journeys/shared/account-api';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';

/** GET /account/email-preferences: the Email column's starting point. */
export function useEmailPreferences() {
  const viewerId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: queryKeys.account.emailPreferences(viewerId),
    queryFn: fetchEmailPreferences,
    enabled: viewerId != null,
  });
}
