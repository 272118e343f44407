import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import styles from './error-page.module.css';
import { useT } from '../messages';

/** A page of the layout whose address names nothing (its `main` is the layout's). */
export function NotFoundMessage() {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1>{t('notFound')}</h1>
      <p>{t('nothingHere')}</p>
      <Link to={paths.feed()}>{t('goToSurgeries')}</Link>
    </div>
  );
}
