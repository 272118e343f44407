import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@journeys/shared/api';
import { Button } from '@journeys/shared/ui/button';
import { devicePushState, type DevicePushState } from './device-push-state';
import { pushWords } from './messages';
import { isPushSetupError, type PushSetupReason } from './push-setup-error';
import { turnOffPush } from './turn-off-push';
import { turnOnPush } from './turn-on-push';
import styles from './device-push.module.css';

type PushWord = Parameters<typeof pushWords.t>[0];

/** What the browser's refusals say; 'denied' is not here: it turns into the denied state's help. */
const REFUSALS: Record<Exclude<PushSetupReason, 'denied'>, PushWord> = {
  unsupported: 'pushUnsupported',
  dismissed: 'pushDismissed',
  'no-worker': 'pushNoWorker',
  'subscribe-failed': 'pushSubscribeFailed',
};

/** The sentence each state shows; 'off' shows only what turning on does. */
const STATE_WORDS: Record<DevicePushState, PushWord> = {
  unsupported: 'pushUnsupported',
  'needs-install': 'pushNeedsInstall',
  denied: 'pushDenied',
  off: 'pushOffHint',
  on: 'pushOn',
};

/**
 * Push on this device (the member's choice per kind is on the account page): the switch when the
 * browser can have it, else what stands in the way and how to get past it. The permission is asked
 * only from the tap on 'Turn on'.
 */
export function DevicePush() {
  const t = pushWords.useT();
  const [state, setState] = useState<DevicePushState | 'checking'>('checking');
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const sentence = useRef<HTMLParagraphElement>(null);
  // Set by a tap whose result replaces the button, so focus follows instead of falling to the page.
  const moveFocus = useRef(false);

  useEffect(() => {
    let current = true;
    void devicePushState().then((found) => {
      if (current) setState(found);
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (button.current ?? sentence.current)?.focus();
  }, [state]);

  async function change(to: 'on' | 'off') {
    if (busy) return;
    setBusy(to);
    setError(null);
    try {
      await (to === 'on' ? turnOnPush() : turnOffPush());
      moveFocus.current = true;
      setState(to);
    } catch (e) {
      const refusal = isPushSetupError(e) ? e.reason : null;
      if (refusal !== 'denied') setError(refusal ? t(REFUSALS[refusal]) : errorMessage(e, t('pushFailed')));
      // What the device holds now: a refused save has unsubscribed it again, a refusal blocked it.
      const found = await devicePushState();
      moveFocus.current = found !== state;
      setState(found);
    } finally {
      setBusy(null);
    }
  }

  const status =
    state === 'checking'
      ? t('pushChecking')
      : busy
        ? t(busy === 'on' ? 'pushTurningOn' : 'pushTurningOff')
        : '';

  return (
    <div className={styles.device}>
      {state !== 'checking' && (
        <p ref={sentence} tabIndex={-1} className={styles.sentence}>
          {t(STATE_WORDS[state])}
        </p>
      )}
      {(state === 'off' || state === 'on') && (
        <Button
          ref={button}
          variant={state === 'off' ? 'primary' : 'secondary'}
          className={styles.button}
          // Not `disabled`: a disabled button drops the focus the tap gave it.
          aria-disabled={busy ? true : undefined}
          onClick={() => void change(state === 'off' ? 'on' : 'off')}
        >
          {t(state === 'off' ? 'pushTurnOn' : 'pushTurnOff')}
        </Button>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
