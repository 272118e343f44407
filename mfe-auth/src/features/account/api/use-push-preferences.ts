import { fetchPushPreferences } from '@journeys/shared/account-api';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';

/** GET /account/push-preferences: the Push column's starting point. */
export function usePushPreferences() {
  const viewerId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: queryKeys.account.pushPreferences(viewerId),
    queryFn: fetchPushPreferences,
    enabled: viewerId != null,
  });
}
