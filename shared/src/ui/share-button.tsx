import { useEffect, useState } from 'react';
import styles from './share-button.module.css';

/** How long 'Link copied' stays before the button reads as before. */
const COPIED_MS = 4000;

export interface ShareButtonProps {
  /** The page's path on the site (`paths.feed({ surgery })`, `paths.procedure(id)`…). */
  path: string;
  /** What the share sheet names it: the page's title. */
  title: string;
}

/**
 * 'Share' where the browser has the Web Share API (the system's share sheet), otherwise
 * 'Copy link', which copies the page's canonical address and says 'Link copied'. The address is
 * the site's own origin with the route table's path, the same one the page's HTML names canonical.
 * No library: it is on every card of /surgeries, whose size budget is spent.
 */
export function ShareButton({ path, title }: ShareButtonProps) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (status === 'idle') return undefined;
    const timer = setTimeout(() => setStatus('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (canShare) {
      // Closing the share sheet rejects with AbortError: nothing to say about it.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <span className={styles.wrap}>
      <button type="button" className={styles.button} onClick={() => void share()}>
        {canShare ? 'Share' : 'Copy link'}
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied' ? 'Link copied' : status === 'failed' ? 'Could not copy the link' : ''}
      </span>
    </span>
  );
}
