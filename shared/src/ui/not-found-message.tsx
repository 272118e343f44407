import { Suspense } from 'react';
import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { pageStateWords } from './page-states';
import { usePageMeta } from './use-page-meta';
import styles from './not-found-message.module.css';

function NotFoundText({ titled }: { titled: boolean }) {
  const t = pageStateWords.useT();
  usePageMeta(titled ? t('notFound') : undefined, titled ? t('nothingHere') : undefined);
  return (
    <>
      <h1>{t('notFound')}</h1>
      <p>{t('nothingHere')}</p>
      <Link to={paths.feed()}>{t('goToSurgeries')}</Link>
    </>
  );
}

/**
 * The site's one Not Found presentation, for the shell and the remotes alike: a heading, a line
 * of text and the way back to the surgeries. A remote's page also names the tab (`titled`); the
 * shell titles its own pages.
 */
export function NotFoundMessage({ titled = false }: { titled?: boolean }) {
  return (
    <section className={styles.page}>
      <Suspense fallback={null}>
        <NotFoundText titled={titled} />
      </Suspense>
    </section>
  );
}
