import { useEffect } from 'react';
import { hasErrorCode } from '@journeys/shared/api';
import { confirmEmailChange } from '@journeys/shared/account-api';
import { paths } from '@journeys/shared/contracts';
import { ERROR_MESSAGES } from '@journeys/shared/domain';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { useSearchParams } from '@journeys/shared/router';
import { useSession } from '@journeys/shared/session';
import formStyles from '../../../components/form.module.css';
import { LinkResultPage } from '../../../components/link-result-page';

export const EMAIL_CONFIRMED = 'Your new email address is confirmed. Use it the next time you log in.';
export const LINK_INVALID = ERROR_MESSAGES.EMAIL_CHANGE_TOKEN_INVALID;
const CONFIRM_FAILED = 'Failed to confirm your email';

/**
 * /confirm-email?token=… (docs/product.md §2). Confirming is a one-time write; it runs as a query
 * (asked once per token, never retried, never refetched) so a second render cannot spend the
 * token again and then report it as used.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useQuery({
    queryKey: queryKeys.auth.emailChange(token),
    queryFn: () => confirmEmailChange(token),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const confirmed = confirm.data !== undefined;

  useEffect(() => {
    // A logged-in member's header and account page show the address they now log in with.
    if (confirmed) void useSession.getState().refreshUser();
  }, [confirmed]);

  return (
    <LinkResultPage
      title="Confirm your email"
      result={confirm}
      invalid={!token || hasErrorCode(confirm.error, 'EMAIL_CHANGE_TOKEN_INVALID')}
      invalidMessage={LINK_INVALID}
      failedMessage={CONFIRM_FAILED}
      loadingMessage="Confirming your email..."
      done={() => (
        <p role="status" className={formStyles.success}>
          {EMAIL_CONFIRMED}
        </p>
      )}
      next={{ to: paths.feed(), label: 'Return to Home' }}
    />
  );
}
