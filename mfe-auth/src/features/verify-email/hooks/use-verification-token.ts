import { checkVerificationToken } from '@journeys/shared/api';
import { queryKeys, useQuery } from '@journeys/shared/query';

export const NO_TOKEN = 'No verification token provided';
export const INVALID_TOKEN = 'Invalid or expired verification token';
export const VERIFY_FAILED = 'Failed to verify email';

export type TokenCheck = { status: 'verifying' } | { status: 'valid' } | { status: 'error'; message: string };

/** docs/product.md §4 Email sign-up: the link's token is checked, once, before the password form shows. */
export function useVerificationToken(token: string | null): TokenCheck {
  const check = useQuery({
    queryKey: queryKeys.auth.verificationToken(token ?? ''),
    queryFn: () => checkVerificationToken(token ?? ''),
    enabled: token != null && token !== '',
    staleTime: Infinity,
  });
  if (!token) return { status: 'error', message: NO_TOKEN };
  if (check.isError) return { status: 'error', message: VERIFY_FAILED };
  if (check.data === undefined) return { status: 'verifying' };
  return check.data ? { status: 'valid' } : { status: 'error', message: INVALID_TOKEN };
}
