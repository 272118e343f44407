import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { Link } from '@journeys/shared/router';
import { LoadState } from '@journeys/shared/ui/load-state';
import pageStyles from '../../../components/page.module.css';
import { usePageMeta } from '@journeys/shared/ui/use-page-meta';
import { useT } from '../../../messages';
import { useProcedureList } from '../api/use-procedure-list';
import { cardClass } from '@journeys/shared/ui/card';
import styles from './procedures-page.module.css';

/** /procedures: every procedure with journeys, most first, each leading to its recovery curve. */
export function ProceduresPage() {
  const query = useProcedureList();
  const titleId = useId();
  const t = useT();
  usePageMeta(t('proceduresTitle'), t('proceduresDescription'));

  return (
    <section className={pageStyles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={pageStyles.title}>
        {t('proceduresTitle')}
      </h1>
      <p className={pageStyles.lead}>{t('proceduresLead')}</p>
      {query.data === undefined ? (
        <LoadState query={query} loading={t('loadingProcedures')} failed={t('proceduresFailed')} />
      ) : query.data.length === 0 ? (
        <p>{t('noProcedures')}</p>
      ) : (
        <ul className={styles.list}>
          {query.data.map(({ procedure, journeys }) => (
            <li key={procedure.id}>
              <Link to={paths.procedure(procedure.id)} className={cardClass({ flat: true }, styles.item)}>
                <span className={styles.name}>{procedure.name}</span>{' '}
                <span className={styles.count}>{t('journeys', { count: journeys })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
