import { Suspense } from 'react';
import { errorMessage } from '@journeys/shared/api';
import type { UseQueryResult } from '@journeys/shared/query';
import { Button } from './button';
import { pageStateWords } from './page-states';
import styles from './load-state.module.css';

function RetryButton({ query }: { query: UseQueryResult }) {
  const t = pageStateWords.useT();
  return (
    <Button variant="primary" outline className={styles.button} onClick={() => void query.refetch()}>
      {t('retry')}
    </Button>
  );
}

/** While a page's data loads, or when it could not: the status line, or the error with Retry. */
export function LoadState({
  query,
  loading,
  failed,
}: {
  query: UseQueryResult;
  /** The status line while loading. */
  loading: string;
  /** Shown when the error carries no message of its own (a dropped connection says so). */
  failed: string;
}) {
  if (query.isPending) return <p role="status">{loading}</p>;
  return (
    <div className={styles.failure}>
      <p role="alert" className={styles.error}>
        {errorMessage(query.error, failed)}
      </p>
      {/* The error shows at once; Retry follows its words, fetched the first time one fails. */}
      <Suspense fallback={null}>
        <RetryButton query={query} />
      </Suspense>
    </div>
  );
}
