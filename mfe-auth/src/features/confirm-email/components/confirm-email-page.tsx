import { useEffect } from 'react';
import { hasErrorCode } from '@journeys/shared/api';
import { confirmEmailChange } from '@journeys/shared/account-api';
import { paths } from '@journeys/shared/contracts';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { useSearchParams } from '@journeys/shared/router';
import { useSession } from '@journeys/shared/session';
import formStyles from '../../../components/form.module.css';
import { LinkResultPage } from '../../../components/link-result-page';
import { useT } from '../../../messages';

/**
 * /confirm-email?token=… (docs/product.md §2). Confirming is a one-time write; it runs as a query
 * (asked once per token, never retried, never refetched) so a second render cannot spend the
 * token again and then report it as used.
 */
export function ConfirmEmailPage() {
  const t = useT();
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
      title={t('confirmTitle')}
      result={confirm}
      invalid={!token || hasErrorCode(confirm.error, 'EMAIL_CHANGE_TOKEN_INVALID')}
      invalidMessage={t('emailLinkInvalid')}
      failedMessage={t('confirmFailed')}
      loadingMessage={t('confirming')}
      done={() => (
        <p role="status" className={formStyles.success}>
          {t('emailConfirmed')}
        </p>
      )}
      next={{ to: paths.feed(), label: t('returnHome') }}
    />
  );
}
