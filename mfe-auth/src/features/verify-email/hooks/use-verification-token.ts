import { checkVerificationToken } from '@journeys/shared/api';
import { queryKeys, useQuery } from '@journeys/shared/query';
import type { MessageKey } from '../../../messages';

/** A failed check names its message (this module's catalog key). */
export type TokenCheck =
  { status: 'verifying' } | { status: 'valid' } | { status: 'error'; message: MessageKey };

/** docs/product.md §4 Email sign-up: the link's token is checked, once, before the password form shows. */
export function useVerificationToken(token: string | null): TokenCheck {
  const check = useQuery({
    queryKey: queryKeys.auth.verificationToken(token ?? ''),
    queryFn: () => checkVerificationToken(token ?? ''),
    enabled: token != null && token !== '',
    staleTime: Infinity,
  });
  if (!token) return { status: 'error', message: 'noToken' };
  if (check.isError) return { status: 'error', message: 'verifyFailed' };
  if (check.data === undefined) return { status: 'verifying' };
  return check.data ? { status: 'valid' } : { status: 'error', message: 'invalidToken' };
}
