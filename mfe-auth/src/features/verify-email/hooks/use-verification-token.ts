import { useEffect, useState } from 'react';
import { checkVerificationToken } from '@journeys/shared/api';

export const NO_TOKEN = 'No verification token provided';
export const INVALID_TOKEN = 'Invalid or expired verification token';
export const VERIFY_FAILED = 'Failed to verify email';

export type TokenCheck = { status: 'verifying' } | { status: 'valid' } | { status: 'error'; message: string };

/** docs/product.md §4 Email sign-up: the link's token is checked before the password form shows. */
export function useVerificationToken(token: string | null): TokenCheck {
  const [check, setCheck] = useState<TokenCheck>(
    token ? { status: 'verifying' } : { status: 'error', message: NO_TOKEN },
  );

  useEffect(() => {
    if (!token) {
      setCheck({ status: 'error', message: NO_TOKEN });
      return;
    }
    let live = true;
    setCheck({ status: 'verifying' });
    checkVerificationToken(token).then(
      (valid) => live && setCheck(valid ? { status: 'valid' } : { status: 'error', message: INVALID_TOKEN }),
      () => live && setCheck({ status: 'error', message: VERIFY_FAILED }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return check;
}
