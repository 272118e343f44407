import { hasErrorCode } from '@journeys/shared/api';
import { unsubscribeByToken } from '@journeys/shared/account-api';
import { paths } from '@journeys/shared/contracts';
import { ERROR_MESSAGES } from '@journeys/shared/domain';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { Link, useSearchParams } from '@journeys/shared/router';
import formStyles from '../../../components/form.module.css';
import pageStyles from '../../../components/page.module.css';
import { serverMessage } from '../../../lib/api-errors';

export const LINK_INVALID = ERROR_MESSAGES.UNSUBSCRIBE_TOKEN_INVALID;
const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe. Try the link again in a moment.';

/**
 * /unsubscribe?token=… (an email's "Stop these emails" link; no login needed). Opening the page
 * turns that kind of email off: one POST per token (a query asked once, never retried), and the
 * page says in words what changed.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useQuery({
    queryKey: queryKeys.auth.unsubscribe(token),
    queryFn: () => unsubscribeByToken(token),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

  let content;
  if (
    !token ||
    hasErrorCode(unsubscribe.error, 'UNSUBSCRIBE_TOKEN_INVALID') ||
    hasErrorCode(unsubscribe.error, 'VALIDATION_FAILED')
  ) {
    content = (
      <p role="alert" className={formStyles.alert}>
        {LINK_INVALID} Choose which emails you get on your account page instead.
      </p>
    );
  } else if (unsubscribe.isError) {
    content = (
      <p role="alert" className={formStyles.alert}>
        {serverMessage(unsubscribe.error, UNSUBSCRIBE_FAILED)}
      </p>
    );
  } else if (!unsubscribe.data) {
    content = <p role="status">Unsubscribing...</p>;
  } else {
    content = (
      <p role="status" className={formStyles.success}>
        {unsubscribe.data.message}
      </p>
    );
  }

  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>Email preferences</h1>
      {content}
      <Link to={paths.account()} className={pageStyles.home}>
        Choose which emails you get
      </Link>
    </section>
  );
}
