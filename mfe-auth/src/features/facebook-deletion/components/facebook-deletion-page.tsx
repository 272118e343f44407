import { hasErrorCode } from '@journeys/shared/api';
import { fetchFacebookDeletionStatus } from '@journeys/shared/account-api';
import { paths } from '@journeys/shared/contracts';
import { richText } from '@journeys/shared/i18n';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { useSearchParams } from '@journeys/shared/router';
import formStyles from '../../../components/form.module.css';
import { LinkResultPage } from '../../../components/link-result-page';
import pageStyles from '../../../components/page.module.css';
import { useT } from '../../../messages';

/** /facebook-deletion?code=…: where Facebook sends a person who asked it to delete their data here. */
export function FacebookDeletionPage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const status = useQuery({
    queryKey: queryKeys.auth.facebookDeletion(code),
    queryFn: () => fetchFacebookDeletionStatus(code),
    enabled: code !== '',
  });

  return (
    <LinkResultPage
      title={t('fbDeletionTitle')}
      result={status}
      invalid={!code || hasErrorCode(status.error, 'NOT_FOUND')}
      invalidMessage={t('unknownCode')}
      failedMessage={t('statusFailed')}
      loadingMessage={t('loadingStatus')}
      done={({ status: state, confirmationCode }) => (
        <>
          <p role="status" className={state === 'deleted' ? formStyles.success : formStyles.notice}>
            {state === 'deleted' ? t('dataDeleted') : t('noData')}
          </p>
          <p className={pageStyles.lead}>
            {richText((v) => t('confirmationCode', v), { code: <strong>{confirmationCode}</strong> })}
          </p>
        </>
      )}
      next={{ to: paths.landing(), label: t('returnHome') }}
    />
  );
}
