import { Fragment } from 'react';
import { richText } from '@journeys/shared/i18n';
import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import type { Procedure } from '@journeys/shared/rules';
import { useT } from '../../../messages';
import styles from './review-card.module.css';

/**
 * 'Knee replacement (left), Hip replacement (bilateral)': each listed procedure's name links to its
 * page; one the member typed in themselves (no surgery type) has none.
 */
export function ProcedureTitle({ procedures }: { procedures: readonly Procedure[] }) {
  const t = useT();
  return procedures.map((procedure, i) => (
    <Fragment key={i}>
      {i > 0 && ', '}
      {richText((v) => t('proc', { ...v, s: procedure.side }), {
        name:
          procedure.id != null ? (
            <Link className={styles.titleLink} to={paths.procedure(procedure.id)}>
              {procedure.name}
            </Link>
          ) : (
            procedure.name
          ),
      })}
    </Fragment>
  ));
}
