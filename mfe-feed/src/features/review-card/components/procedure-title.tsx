import { Fragment } from 'react';
import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import type { Procedure } from '@journeys/shared/rules';
import styles from './review-card.module.css';

/**
 * 'Knee replacement (left), Hip replacement (bilateral)': each listed procedure's name links to its
 * page; one the member typed in themselves (no surgery type) has none.
 */
export function ProcedureTitle({ procedures }: { procedures: readonly Procedure[] }) {
  return procedures.map((procedure, i) => (
    <Fragment key={i}>
      {i > 0 && ', '}
      {procedure.id != null ? (
        <Link className={styles.titleLink} to={paths.procedure(procedure.id)}>
          {procedure.name}
        </Link>
      ) : (
        procedure.name
      )}{' '}
      ({procedure.side})
    </Fragment>
  ));
}
