import { checkResetToken } from '@journeys/shared/account-api';
import { queryKeys, useQuery } from '@journeys/shared/query';

export type ResetTokenCheck = 'checking' | 'valid' | 'invalid' | 'failed';

/** The link's token is checked once, before the form shows, so a dead link never asks for a password. */
export function useResetToken(token: string): ResetTokenCheck {
  const check = useQuery({
    queryKey: queryKeys.auth.resetToken(token),
    queryFn: () => checkResetToken(token),
    enabled: token !== '',
    staleTime: Infinity,
  });
  if (!token) return 'invalid';
  if (check.isError) return 'failed';
  if (check.data === undefined) return 'checking';
  return check.data ? 'valid' : 'invalid';
}
