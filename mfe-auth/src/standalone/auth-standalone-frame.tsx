import { useState, type ReactNode } from 'react';
import { Outlet, useLocation } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { TOAST_DURATION_MS } from '@journeys/shared/rules';
import { eventBus, promptLogin, useEvent } from '@journeys/shared/events';
import { useSession } from '@journeys/shared/session';
import styles from './auth-standalone-frame.module.css';

/** QA frame: session status, toasts and the current location, around the auth module. */
export function AuthStandaloneFrame({ modals }: { modals: ReactNode }) {
  const user = useSession((s) => s.user);
  const logout = useSession((s) => s.logout);
  const location = useLocation();
  const [toast, setToast] = useState<string | null>(null);

  useEvent('toast', ({ message }) => {
    setToast(message);
    setTimeout(() => setToast(null), TOAST_DURATION_MS);
  });

  return (
    <>
      <header className={styles.bar}>
        <strong>Auth — standalone</strong>
        {user ? (
          <span>
            Logged in as {user.username}{' '}
            <button type="button" onClick={() => void logout()}>
              Logout
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => promptLogin()}>
            Login
          </button>
        )}
      </header>
      <main className={styles.main}>
        <p className={styles.location}>
          Location: <output>{`${location.pathname}${location.search}`}</output>
        </p>
        <Outlet />
      </main>
      <div role="status" aria-live="polite" className={styles.toast}>
        {toast}
      </div>
      {modals}
    </>
  );
}

export function ModalLauncher() {
  return (
    <section className={styles.launcher}>
      <h1>Auth module</h1>
      <button type="button" onClick={() => promptLogin()}>
        Open Log In
      </button>
      <button
        type="button"
        onClick={() =>
          promptLogin({
            message: 'In order to create a review you must be logged in.',
            returnTo: paths.createReview(),
          })
        }
      >
        Open Log In for + Surgery
      </button>
      <button
        type="button"
        onClick={() => promptLogin({ loginRequired: true, returnTo: paths.notifications() })}
      >
        Open Log In (login required)
      </button>
      <button type="button" onClick={() => eventBus.emit('signup:prompt', {})}>
        Open Create an Account
      </button>
    </section>
  );
}
