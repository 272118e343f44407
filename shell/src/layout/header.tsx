import { Link, useNavigate } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { promptLogin } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { RemoteComponent } from '../remotes/remote-component';
import { UserMenu } from './user-menu';
import styles from './header.module.css';

const CREATE_REVIEW_LOGIN_MESSAGE = 'In order to create a review you must be logged in.';

export function Header() {
  const loggedIn = useSession(selectIsLoggedIn);
  const moderator = useSession((s) => s.user?.role === 'moderator');
  const navigate = useNavigate();

  const onAddSurgery = () => {
    if (loggedIn) navigate(paths.createReview());
    else promptLogin({ message: CREATE_REVIEW_LOGIN_MESSAGE, returnTo: paths.createReview() });
  };

  return (
    <header className={styles.header}>
      <Link to={paths.feed()} className={styles.logo} aria-label="Surgery Journeys — all surgeries">
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span className={styles.brand}>Surgery Journeys</span>
      </Link>
      <nav className={styles.actions} aria-label="Account">
        <button type="button" className={styles.add} onClick={onAddSurgery}>
          + Surgery
        </button>
        {loggedIn ? (
          <>
            {moderator && (
              <Link to={paths.moderation()} className={styles.moderation}>
                Moderation
              </Link>
            )}
            <RemoteComponent
              id="notifications/NotificationBell"
              props={{}}
              label="Notifications"
              loading={null}
              compact
            />
            <UserMenu />
          </>
        ) : (
          <button type="button" className={styles.login} onClick={() => promptLogin()}>
            Login
          </button>
        )}
      </nav>
    </header>
  );
}
