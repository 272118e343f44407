import { hasErrorCode } from '@journeys/shared/api';
import { fetchFacebookDeletionStatus } from '@journeys/shared/account-api';
import { paths } from '@journeys/shared/contracts';
import { queryKeys, useQuery } from '@journeys/shared/query';
import { Link, useSearchParams } from '@journeys/shared/router';
import formStyles from '../../../components/form.module.css';
import pageStyles from '../../../components/page.module.css';
import { serverMessage } from '../../../lib/api-errors';

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

  let content;
  if (!code || hasErrorCode(status.error, 'NOT_FOUND')) {
    content = (
      <p role="alert" className={formStyles.alert}>
        {UNKNOWN_CODE}
      </p>
    );
  } else if (status.isError) {
    content = (
      <p role="alert" className={formStyles.alert}>
        {serverMessage(status.error, STATUS_FAILED)}
      </p>
    );
  } else if (!status.data) {
    content = <p role="status">Loading the status of your request...</p>;
  } else {
    content = (
      <>
        <p
          role="status"
          className={status.data.status === 'deleted' ? formStyles.success : formStyles.notice}
        >
          {status.data.status === 'deleted' ? DATA_DELETED : NO_DATA}
        </p>
        <p className={pageStyles.lead}>
          Confirmation code: <strong>{status.data.confirmationCode}</strong>
        </p>
      </>
    );
  }

  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>Facebook data deletion</h1>
      {content}
      <Link to={paths.landing()} className={pageStyles.home}>
        Return to Home
      </Link>
    </section>
  );
}
