import { useId } from 'react';
import { useFacebookLogin, type FacebookLoginHandlers } from '../hooks/use-facebook-login';
import { useFacebookSdk } from '../hooks/use-facebook-sdk';
import { useT } from '../../../messages';
import styles from './facebook-button.module.css';

export interface FacebookButtonProps extends FacebookLoginHandlers {
  label: string;
}

export function FacebookButton({ label, onLoggedIn, onNeedsProfile }: FacebookButtonProps) {
  const t = useT();
  const sdkState = useFacebookSdk();
  const { busy, error, start } = useFacebookLogin({ onLoggedIn, onNeedsProfile });
  const noteId = useId();

  let note: string | null = null;
  if (sdkState.status === 'in-app') note = t('fbInApp');
  if (sdkState.status === 'unavailable') note = t('fbUnavailable');

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
        {sdkState.status === 'unconfigured' ? t('fbNotConfigured') : label}
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
