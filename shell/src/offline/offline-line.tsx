import { useSyncExternalStore } from 'react';
import { useT } from '../messages';
import { isShowingSavedCopies, subscribeToDeviceAnswers } from './device-answers';
import styles from './offline-line.module.css';

/**
 * Says so when the page shows what was saved on this device rather than the network's answers
 * (docs/product.md §2). A status, so a screen reader announces it once when it appears.
 */
export function OfflineLine() {
  const t = useT();
  const offline = useSyncExternalStore(subscribeToDeviceAnswers, isShowingSavedCopies, () => false);
  return (
    <p role="status" className={offline ? styles.line : styles.hidden}>
      {offline ? t('offlineLine') : null}
    </p>
  );
}
