import { useCallback, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '@journeys/shared/constants';
import { useEvent, type ToastKind } from '@journeys/shared/events';
import { useT } from '../messages';
import styles from './toasts.module.css';

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
}

/** Any module raises a toast through the event bus; each closes itself after 3 s (docs/product.md §9). */
export function Toasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const t = useT();

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);

  useEvent('toast', ({ message, kind = 'success' }) => {
    const id = nextId.current++;
    setToasts((all) => [...all, { id, message, kind }]);
    setTimeout(() => dismiss(id), TOAST_DURATION_MS);
  });

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind] ?? ''}`}>
          <span>{toast.message}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('dismiss')}
            onClick={() => dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
