import { Link, useNavigate } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { promptLogin } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { lazy, Suspense } from 'react';
import { RemoteComponent } from '../remotes/remote-component';
import styles from './header.module.css';
import { useT } from '../messages';
import { LanguageSwitch } from './language-switch';

// A member's account menu: a visitor's page never fetches its code; a member's starts fetching it
// as soon as the session says they are logged in (the space it takes is kept meanwhile).
const UserMenu = lazy(() =>
  import(/* webpackChunkName: "user-menu" */ './user-menu').then((m) => ({ default: m.UserMenu })),
);

export function Header() {
  const loggedIn = useSession(selectIsLoggedIn);
  const moderator = useSession((s) => s.user?.role === 'moderator');
  const navigate = useNavigate();
  const t = useT();

  const onAddSurgery = () => {
    if (loggedIn) navigate(paths.createReview());
    else promptLogin({ message: t('createLogin'), returnTo: paths.createReview() });
  };

  return (
    <header className={styles.header}>
      <Link to={paths.feed()} className={styles.logo} aria-label={t('homeLabel')}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span className={styles.brand}>Surgery Journeys</span>
      </Link>
      <nav className={styles.actions} aria-label={t('accountNav')}>
        <LanguageSwitch />
        <button type="button" className={styles.add} onClick={onAddSurgery}>
          {t('addSurgery')}
        </button>
        {loggedIn ? (
          <>
            {moderator && (
              <Link to={paths.moderation()} className={styles.moderation}>
                {t('moderation')}
              </Link>
            )}
            <RemoteComponent
              id="notifications/NotificationBell"
              props={{}}
              label={t('notifications')}
              loading={null}
              compact
            />
            <Suspense fallback={<span className={styles.menuSlot} />}>
              <UserMenu />
            </Suspense>
          </>
        ) : (
          <button type="button" className={styles.login} onClick={() => promptLogin()}>
            {t('login')}
          </button>
        )}
      </nav>
    </header>
  );
}
