import { useEffect, useRef } from 'react';
import { Button } from '@journeys/shared/ui/button';
import { useT } from '../../../messages';
import styles from './feed.module.css';

interface LoadMoreProps {
  loading: boolean;
  error: string | null;
  onLoadMore(): void;
}

/**
 * Infinite scroll with a visible button as the fallback (keyboard, no IntersectionObserver,
 * a failed page). The observer is re-attached after each page: observe() reports the current
 * intersection, so a sentinel still on screen after a short page asks for the next one.
 */
export function LoadMore({ loading, error, onLoadMore }: LoadMoreProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || loading || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loading, error]);

  return (
    <div className={styles.more}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {error && <p role="alert">{t('err', { e: error })}</p>}
      <Button variant="primary" outline className={styles.button} onClick={onLoadMore} disabled={loading}>
        {t(loading ? 'loadingMore' : 'loadMore')}
      </Button>
    </div>
  );
}
