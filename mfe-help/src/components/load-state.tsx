import { errorMessage } from '@journeys/shared/api';
import type { UseQueryResult } from '@journeys/shared/query';
import { Button } from '@journeys/shared/ui/button';
import { useT } from '../messages';
import styles from './page.module.css';

/** While a page's data loads, or when it could not: the status line, or the error with Retry. */
export function LoadState({
  query,
  loading,
  failed,
}: {
  query: UseQueryResult;
  loading: string;
  failed: string;
}) {
  const t = useT();
  if (query.isPending) return <p role="status">{loading}</p>;
  return (
    <div className={styles.failure}>
      <p role="alert" className={styles.error}>
        {errorMessage(query.error, failed)}
      </p>
      <Button variant="primary" outline className={styles.button} onClick={() => void query.refetch()}>
        {t('retry')}
      </Button>
    </div>
  );
}
