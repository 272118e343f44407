import { hasErrorCode } from '@journeys/shared/api';
import { fetchFacebookDeletionStatus } from '@journeys/shared/account-api';
import { paths } from '@journeys/shared/contracts';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { useSearchParams } from '@journeys/shared/router';
import formStyles from '../../../components/form.module.css';
import { LinkResultPage } from '../../../components/link-result-page';
import pageStyles from '../../../components/page.module.css';

export const DATA_DELETED = 'Your Surgery Journeys account and data have been deleted.';
export const NO_DATA =
  'We found no Surgery Journeys account linked to this Facebook login, so there was nothing to delete.';
export const UNKNOWN_CODE = 'No data deletion request has this confirmation code.';
const STATUS_FAILED = 'Failed to load the status of this request';

/** /facebook-deletion?code=…: where Facebook sends a person who asked it to delete their data here. */
export function FacebookDeletionPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const status = useQuery({
    queryKey: queryKeys.auth.facebookDeletion(code),
    queryFn: () => fetchFacebookDeletionStatus(code),
    enabled: code !== '',
  });

  return (
    <LinkResultPage
      title="Facebook data deletion"
      result={status}
      invalid={!code || hasErrorCode(status.error, 'NOT_FOUND')}
      invalidMessage={UNKNOWN_CODE}
      failedMessage={STATUS_FAILED}
      loadingMessage="Loading the status of your request..."
      done={({ status: state, confirmationCode }) => (
        <>
          <p role="status" className={state === 'deleted' ? formStyles.success : formStyles.notice}>
            {state === 'deleted' ? DATA_DELETED : NO_DATA}
          </p>
          <p className={pageStyles.lead}>
            Confirmation code: <strong>{confirmationCode}</strong>
          </p>
        </>
      )}
      next={{ to: paths.landing(), label: 'Return to Home' }}
    />
  );
}
