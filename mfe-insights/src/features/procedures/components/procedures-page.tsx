import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { Link } from '@journeys/shared/router';
import { LoadState } from '../../../components/load-state';
import pageStyles from '../../../components/page.module.css';
import { journeysText } from '../../../lib/format';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta';
import { useProcedureList } from '../api/use-procedure-list';
import { cardClass } from '@journeys/shared/ui/card';
import styles from './procedures-page.module.css';

export const PROCEDURES_TITLE = 'Recovery by procedure';
export const PROCEDURES_DESCRIPTION =
  'How members recover after each procedure: symptoms over time, the share better than before surgery and satisfaction, from the journeys they share.';
export const NO_PROCEDURES_TEXT = 'No journeys have been shared yet.';

/** /procedures: every procedure with journeys, most first, each leading to its recovery curve. */
export function ProceduresPage() {
  const query = useProcedureList();
  const titleId = useId();
  usePageMeta(pageTitle(PROCEDURES_TITLE), PROCEDURES_DESCRIPTION);

  return (
    <section className={pageStyles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={pageStyles.title}>
        {PROCEDURES_TITLE}
      </h1>
      <p className={pageStyles.lead}>
        How members feel in the weeks and months after each procedure, from the journeys they share. Figures
        built from fewer than 11 journeys are not shown.
      </p>
      {query.data === undefined ? (
        <LoadState query={query} loading="Loading procedures..." failed="Failed to load procedures" />
      ) : query.data.length === 0 ? (
        <p>{NO_PROCEDURES_TEXT}</p>
      ) : (
        <ul className={styles.list}>
          {query.data.map(({ procedure, journeys }) => (
            <li key={procedure.id}>
              <Link to={paths.procedure(procedure.id)} className={cardClass({ flat: true }, styles.item)}>
                <span className={styles.name}>{procedure.name}</span>{' '}
                <span className={styles.count}>{journeysText(journeys)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
