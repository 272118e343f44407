import { Suspense } from 'react';
import { Outlet } from '@journeys/shared/router';
import { Header } from '../layout/header';
import { useT } from '../messages';
import styles from './layout.module.css';

/** Every page but the landing page: header, content, and the auth modals' container. */
export function Layout() {
  const t = useT();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('skip')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
