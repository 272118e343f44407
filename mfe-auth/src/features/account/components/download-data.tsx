import { errorMessage } from '@journeys/shared/api';
import { exportAccountData } from '@journeys/shared/account-api';
import { useMutation } from '@journeys/shared/query';
import { FormAlert } from '../../../components/form-alert';
import { saveJsonFile } from '../lib/save-json-file';
import styles from './account-page.module.css';

/** The file name GET /account/export attaches its answer under. */
export const EXPORT_FILE_NAME = 'surgery-journeys-export.json';

/** GDPR article 20: the member's profile, surgeries, updates, comments and notifications as JSON. */
export function DownloadData() {
  const download = useMutation({
    mutationFn: exportAccountData,
    onSuccess: (data) => saveJsonFile(data, EXPORT_FILE_NAME),
  });
  return (
    <>
      <p className={styles.text}>
        A JSON file with your profile and every surgery, update, comment and notification of yours.
      </p>
      {download.isError && (
        <FormAlert message={errorMessage(download.error, 'Failed to download your data')} />
      )}
      <button
        type="button"
        className={styles.button}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        Download my data
      </button>
    </>
  );
}
