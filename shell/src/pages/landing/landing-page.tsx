import { lazy, Suspense, useState } from 'react';
import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { LANDING_RECENT_USERS } from '@journeys/shared/constants';
import { takeInlineRecentMembers } from './inline-recent-members';
import { RecentMembers } from './recent-members';
import styles from './landing-page.module.css';
import { useT as useShellT } from '../../messages';
import { useT } from './messages';
import { LanguageSwitch } from '../../layout/language-switch';

// The API client and react-query come only when the HTML did not carry the members.
const FetchedRecentMembers = lazy(async () => ({
  default: (await import(/* webpackChunkName: "recent-members" */ './fetched-recent-members'))
    .FetchedRecentMembers,
}));

/** The landing page (docs/product.md §2): no header; up to 5 recent members; two ways in; recovery by procedure. */
export function LandingPage() {
  const t = useT();
  const ts = useShellT();
  // The HTML server usually put them in the page: then no HTTP client or server-state layer is
  // needed until the visitor acts (docs/architecture.md §3). A later visit to this page in the
  // same tab reads them from the API.
  const [inline] = useState(() => takeInlineRecentMembers()?.slice(0, LANDING_RECENT_USERS));

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <Link to={paths.feed()} className={styles.logo} aria-label={ts('homeLabel')}>
        <img src="/logo.svg" alt="" width={72} height={72} />
      </Link>
      <h1 className={styles.title}>Surgery Journeys</h1>
      <p className={styles.tagline}>{t('tagline')}</p>
      {inline ? (
        <RecentMembers members={inline} />
      ) : (
        <Suspense fallback={<RecentMembers members={undefined} />}>
          <FetchedRecentMembers />
        </Suspense>
      )}
      <div className={styles.actions}>
        <Link to={paths.feed({ login: true })} className={styles.primary}>
          {t('join')}
        </Link>
        <Link to={paths.feed()} className={styles.secondary}>
          {t('surgeries')}
        </Link>
      </div>
      <Link to={paths.procedures()} className={styles.insights}>
        {t('byProcedure')}
      </Link>
    </main>
  );
}
