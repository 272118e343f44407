import { paths } from '@journeys/shared/contracts';
import { eventBus, promptLogin } from '@journeys/shared/events';
import { Outlet, useLocation } from '@journeys/shared/router';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import AuthModals from '../exposes/auth-modals';
import styles from './standalone-page.module.css';

/** QA page of the auth module: the shared frame, with this module's real modals answering prompts. */
export function AuthStandalonePage() {
  const location = useLocation();
  return (
    <StandaloneFrame title="Auth" login="module">
      <p className={styles.location}>
        Location: <output>{`${location.pathname}${location.search}`}</output>
      </p>
      <Outlet />
      <AuthModals />
    </StandaloneFrame>
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
