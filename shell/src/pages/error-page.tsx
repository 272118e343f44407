import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import styles from './error-page.module.css';
import { useT } from '../messages';

interface ErrorPageProps {
  detail?: string;
  /**
   * Inside the layout, whose `main` already holds the page: a second `main` landmark would leave a
   * screen reader two to choose from.
   */
  inLayout?: boolean;
}

/** docs/product.md §2: a routing failure shows a generic 'Unexpected Application Error' page. */
export function ErrorPage({ detail, inLayout = false }: ErrorPageProps) {
  const Page = inLayout ? 'div' : 'main';
  const t = useT();
  return (
    <Page className={styles.page}>
      <h1>{t('errorTitle')}</h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      <a href={paths.feed()} className={styles.link}>
        {t('goToSurgeries')}
      </a>
      <Link to={paths.landing()} className={styles.link}>
        {t('home')}
      </Link>
    </Page>
  );
}
