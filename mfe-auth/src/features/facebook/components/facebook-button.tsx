import { useId } from 'react';
import { useFacebookLogin, type FacebookLoginHandlers } from '../hooks/use-facebook-login';
import { useFacebookSdk } from '../hooks/use-facebook-sdk';
import styles from './facebook-button.module.css';

export const FACEBOOK_NOT_CONFIGURED = 'Facebook login is not configured';
export const FACEBOOK_IN_APP_WARNING =
  'Facebook login does not work inside the Facebook or Instagram app. Open this page in your browser (Safari or Chrome) to continue with Facebook.';
export const FACEBOOK_UNAVAILABLE = 'Facebook login is unavailable right now. Please use email instead.';

export interface FacebookButtonProps extends FacebookLoginHandlers {
  label: string;
}

export function FacebookButton({ label, onLoggedIn, onNeedsProfile }: FacebookButtonProps) {
  const sdkState = useFacebookSdk();
  const { busy, error, start } = useFacebookLogin({ onLoggedIn, onNeedsProfile });
  const noteId = useId();

  let note: string | null = null;
  if (sdkState.status === 'in-app') note = FACEBOOK_IN_APP_WARNING;
  if (sdkState.status === 'unavailable') note = FACEBOOK_UNAVAILABLE;

  const ready = sdkState.status === 'ready';
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        disabled={!ready || busy}
        aria-busy={sdkState.status === 'loading' || busy || undefined}
        aria-describedby={note ? noteId : undefined}
        onClick={() => {
          if (sdkState.status === 'ready') start(sdkState.sdk);
        }}
      >
        <span aria-hidden="true" className={styles.logo}>
          f
        </span>
        {sdkState.status === 'unconfigured' ? FACEBOOK_NOT_CONFIGURED : label}
      </button>
      {note && (
        <p id={noteId} role="alert" className={styles.warning}>
          {note}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
