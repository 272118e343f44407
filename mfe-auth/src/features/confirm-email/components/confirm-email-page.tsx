import { useEffect } from 'react';
import { hasErrorCode } from '@journeys/shared/api';
import { confirmEmailChange } from '@journeys/shared/account-api';
import { paths } from '@journeys/shared/contracts';
import { ERROR_MESSAGES } from '@journeys/shared/domain';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { Link, useSearchParams } from '@journeys/shared/router';
import { useSession } from '@journeys/shared/session';
import formStyles from '../../../components/form.module.css';
import pageStyles from '../../../components/page.module.css';
import { serverMessage } from '../../../lib/api-errors';

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

  let content;
  if (!token || hasErrorCode(confirm.error, 'EMAIL_CHANGE_TOKEN_INVALID')) {
    content = (
      <p role="alert" className={formStyles.alert}>
        {LINK_INVALID}
      </p>
    );
  } else if (confirm.isError) {
    content = (
      <p role="alert" className={formStyles.alert}>
        {serverMessage(confirm.error, CONFIRM_FAILED)}
      </p>
    );
  } else if (!confirmed) {
    content = <p role="status">Confirming your email...</p>;
  } else {
    content = (
      <p role="status" className={formStyles.success}>
        {EMAIL_CONFIRMED}
      </p>
    );
  }

  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>Confirm your email</h1>
      {content}
      <Link to={paths.feed()} className={pageStyles.home}>
        Return to Home
      </Link>
    </section>
  );
}
