import { hasErrorCode } from '@journeys/shared/api';
import { unsubscribeByToken } from '@journeys/shared/account-api';
import { paths } from '@journeys/shared/contracts';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { useSearchParams } from '@journeys/shared/router';
import formStyles from '../../../components/form.module.css';
import { LinkResultPage } from '../../../components/link-result-page';
import { useT } from '../../../messages';

/**
 * /unsubscribe?token=… (an email's "Stop these emails" link; no login needed). Opening the page
 * turns that kind of email off: one POST per token (a query asked once, never retried), and the
 * page says in words what changed.
 */
export function UnsubscribePage() {
  const t = useT();
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

  return (
    <LinkResultPage
      title={t('emailPreferences')}
      result={unsubscribe}
      invalid={
        !token ||
        hasErrorCode(unsubscribe.error, 'UNSUBSCRIBE_TOKEN_INVALID') ||
        hasErrorCode(unsubscribe.error, 'VALIDATION_FAILED')
      }
      invalidMessage={t('unsubscribeInvalid')}
      failedMessage={t('unsubscribeFailed')}
      loadingMessage={t('unsubscribing')}
      done={({ message }) => (
        <p role="status" className={formStyles.success}>
          {message}
        </p>
      )}
      next={{ to: paths.account(), label: t('chooseEmails') }}
    />
  );
}
