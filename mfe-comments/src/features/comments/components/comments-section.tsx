import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { CommentsProps } from '@journeys/shared/contracts';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { Button } from '@journeys/shared/ui/button';
import { useComments } from '../api/use-comments';
import { countComments } from '../utils/count-comments';
import styles from './comments-section.module.css';

// The opened thread's code loads when a section opens, or just before: on hover or focus of its toggle.
const loadPanel = () => import('./comments-panel');
const CommentsPanel = lazy(() => loadPanel().then((m) => ({ default: m.CommentsPanel })));

/** The compact comments section of one surgery card (docs/product.md §4). */
export function CommentsSection({
  reviewId,
  reviewOwnerId,
  commentCount,
  highlightCommentId,
}: CommentsProps) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(highlightCommentId != null);
  const loggedIn = useSession(selectIsLoggedIn);
  const user = useSession((s) => s.user);
  const viewerId = loggedIn && user ? user.id : null;
  const { state, load } = useComments(reviewId, viewerId, expanded);
  const comments = state.status === 'ready' ? state.comments : null;

  useEffect(() => {
    if (highlightCommentId != null) setExpanded(true);
  }, [highlightCommentId]);

  const shownCount = comments ? countComments(comments) : commentCount;
  const loading = (
    <p role="status" className={styles.muted}>
      Loading comments...
    </p>
  );

  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => setExpanded((open) => !open)}
        >
          <span aria-hidden="true" className={expanded ? styles.chevronOpen : styles.chevron} />
          Comments ({shownCount})
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {expanded && (state.status === 'idle' || state.status === 'loading') && loading}
        {expanded && state.status === 'error' && (
          <div className={styles.error}>
            <p role="alert">Failed to fetch comments</p>
            <Button small onClick={load}>
              Retry
            </Button>
          </div>
        )}
        {expanded && comments && (
          <Suspense fallback={loading}>
            <CommentsPanel
              reviewId={reviewId}
              reviewOwnerId={reviewOwnerId}
              highlightCommentId={highlightCommentId}
              comments={comments}
              loggedIn={loggedIn}
              viewerId={viewerId}
              reload={load}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
