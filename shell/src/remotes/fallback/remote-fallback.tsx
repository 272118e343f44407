import { Suspense } from 'react';
import styles from '../remote-component.module.css';
import { useT } from './messages';

interface RemoteFallbackProps {
  /** What the area is, in English as the module map names it: 'The feed', 'Comments'. */
  label: string;
  onRetry(): void;
  compact?: boolean;
}

function Fallback({ label, onRetry, compact }: RemoteFallbackProps) {
  const t = useT();
  // The module map names areas in English; the select gives each its name in the page's language.
  const area = t('area', { label: label.replace(/\W+/g, '_'), name: label });
  return (
    <div className={compact ? styles.compact : styles.fallback} role="alert">
      <span>{t('unavailable', { area })}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** What shows in place of a module that could not load: its name, and Retry. */
export function RemoteFallback(props: RemoteFallbackProps) {
  // Its own boundary: while its words arrive, only this area waits, not the page around it.
  return (
    <Suspense fallback={null}>
      <Fallback {...props} />
    </Suspense>
  );
}
