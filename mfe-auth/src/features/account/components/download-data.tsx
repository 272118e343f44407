import { errorMessage } from '@journeys/shared/api';
import { exportAccountData } from '@journeys/shared/account-api';
import { useMutation } from '@journeys/shared/query';
import { Button } from '@journeys/shared/ui/button';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../messages';
import { saveFile } from '../lib/save-file';
import styles from './account-page.module.css';

/** The file name GET /account/export attaches its answer under. */
export const EXPORT_FILE_NAME = 'surgery-journeys-export.zip';

/** GDPR article 20: the member's profile, surgeries, updates, comments and notifications, and photos. */
export function DownloadData() {
  const t = useT();
  const download = useMutation({
    mutationFn: exportAccountData,
    onSuccess: (zip) => saveFile(zip, EXPORT_FILE_NAME),
  });
  return (
    <>
      <p className={styles.text}>{t('downloadIntro')}</p>
      {download.isError && <FormAlert message={errorMessage(download.error, t('downloadFailed'))} />}
      <Button className={styles.button} disabled={download.isPending} onClick={() => download.mutate()}>
        {t('downloadData')}
      </Button>
    </>
  );
}
