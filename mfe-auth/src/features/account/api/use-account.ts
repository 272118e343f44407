import {
  fetchAccount,
  fetchAccountSessions,
  revokeAccountSession,
  revokeOtherSessions,
} from '@journeys/shared/account-api';
import { queryKeys, useMutation, useQuery, useQueryClient } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';

const useViewerId = () => useSession((s) => s.user?.id ?? null);

/** GET /account: what the page's sections show (email, pending change, whether there is a password). */
export function useAccount() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.account.me(viewerId),
    queryFn: fetchAccount,
    // The page outlives the session for a render after the account is erased.
    enabled: viewerId != null,
  });
}

export function useAccountSessions() {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: queryKeys.account.sessions(viewerId),
    queryFn: fetchAccountSessions,
    enabled: viewerId != null,
  });
}

/** Signs out one browser (an id) or every browser but this one (null); the list reloads. */
export function useRevokeSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | null) => (id == null ? revokeOtherSessions() : revokeAccountSession(id)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.account.all }),
  });
}
