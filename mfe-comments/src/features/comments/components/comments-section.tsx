import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CommentsProps } from '@journeys/shared/contracts';
import type { Comment } from '@journeys/shared/rules';
import { promptLogin, useEvent } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { useComments } from '../api/use-comments';
import { useDeepLink } from '../hooks/use-deep-link';
import { useReadMarking } from '../hooks/use-read-marking';
import { countComments } from '../utils/thread';
import { CommentEditor } from './comment-editor';
import { CommentList } from './comment-list';
import { ThreadContext, type ThreadContextValue } from './thread-context';
import styles from './comments-section.module.css';

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

  const readMarking = useReadMarking(viewerId, reviewOwnerId);

  const [openReplies, setOpenReplies] = useState<ReadonlySet<number>>(() => new Set());
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  // A visitor's Reply asks for a login first; the editor opens once they are in.
  const pendingReply = useRef<number | null>(null);

  useEffect(() => {
    if (highlightCommentId != null) setExpanded(true);
  }, [highlightCommentId]);

  const reveal = useCallback((ids: number[]) => {
    setOpenReplies((prev) => new Set([...prev, ...ids]));
  }, []);
  const highlightedId = useDeepLink({ comments, targetId: highlightCommentId, reveal, reload: load });

  // A fact heard only while mounted: the reply a visitor asked for just before logging in.
  useEvent('session:login', () => {
    if (pendingReply.current != null) {
      setReplyingTo(pendingReply.current);
      pendingReply.current = null;
    }
  });

  // The thread itself shows the new comment (usePostComment updates it); a reply opens its parent.
  const onPosted = useCallback(
    (comment: Comment) => {
      if (comment.parentId != null) reveal([comment.parentId]);
    },
    [reveal],
  );

  const thread = useMemo<ThreadContextValue>(
    () => ({
      ...readMarking,
      reviewId,
      reviewOwnerId,
      loggedIn,
      openReplies,
      toggleReplies: (id) =>
        setOpenReplies((prev) => {
          const next = new Set(prev);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      replyingTo,
      startReply: (id) => {
        if (loggedIn) {
          setReplyingTo(id);
        } else {
          pendingReply.current = id;
          // The same prompt a protected page gives a visitor: the Log In modal says 'Login Required'.
          promptLogin({ loginRequired: true });
        }
      },
      closeReply: () => setReplyingTo(null),
      onPosted,
      highlightedId,
    }),
    [readMarking, reviewId, reviewOwnerId, loggedIn, openReplies, replyingTo, onPosted, highlightedId],
  );

  const shownCount = comments ? countComments(comments) : commentCount;

  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span aria-hidden="true" className={expanded ? styles.chevronOpen : styles.chevron} />
          Comments ({shownCount})
        </button>
      </h3>
      <div id={panelId} className={styles.panel} hidden={!expanded}>
        {expanded && (state.status === 'idle' || state.status === 'loading') && (
          <p role="status" className={styles.muted}>
            Loading comments...
          </p>
        )}
        {expanded && state.status === 'error' && (
          <div className={styles.error}>
            <p role="alert">Failed to fetch comments</p>
            <button type="button" className={styles.retry} onClick={load}>
              Retry
            </button>
          </div>
        )}
        {expanded && comments && (
          <ThreadContext.Provider value={thread}>
            {comments.length === 0 ? (
              <p className={styles.muted}>No comments yet. Be the first to comment.</p>
            ) : (
              <CommentList comments={comments} parentAuthorId={null} />
            )}
            <CommentEditor reviewId={reviewId} onPosted={onPosted} />
          </ThreadContext.Provider>
        )}
      </div>
    </div>
  );
}
