import { useCallback, useMemo, useRef, useState } from 'react';
import type { Comment } from '@journeys/shared/rules';
import { promptLogin, useEvent } from '@journeys/shared/events';
import { useT } from './thread/messages';
import { useDeepLink } from '../hooks/use-deep-link';
import { useReadMarking } from '../hooks/use-read-marking';
import { CommentEditor } from './comment-editor';
import { CommentList } from './comment-list';
import { ThreadContext, type ThreadContextValue } from './thread-context';
import styles from './comments-section.module.css';

export interface CommentsPanelProps {
  reviewId: number;
  reviewOwnerId: number;
  highlightCommentId?: number | null;
  comments: Comment[];
  loggedIn: boolean;
  viewerId: number | null;
  /** Loads the thread again (a deep link to a comment the thread does not hold yet). */
  reload(): void;
}

/**
 * An opened thread: the comments, their replies and the editor. Its own chunk, loaded when a
 * section opens (or is about to): /surgeries shows every card's section closed, and its size
 * budget (README) counts only what the page needs before it is usable.
 */
export function CommentsPanel({
  reviewId,
  reviewOwnerId,
  highlightCommentId,
  comments,
  loggedIn,
  viewerId,
  reload,
}: CommentsPanelProps) {
  const t = useT();
  const readMarking = useReadMarking(viewerId, reviewOwnerId);
  const [openReplies, setOpenReplies] = useState<ReadonlySet<number>>(() => new Set());
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  // A visitor's Reply asks for a login first; the editor opens once they are in.
  const pendingReply = useRef<number | null>(null);

  const reveal = useCallback((ids: number[]) => {
    setOpenReplies((prev) => new Set([...prev, ...ids]));
  }, []);
  const highlightedId = useDeepLink({ comments, targetId: highlightCommentId, reveal, reload });

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

  return (
    <ThreadContext.Provider value={thread}>
      {comments.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <CommentList comments={comments} parentAuthorId={null} />
      )}
      <CommentEditor reviewId={reviewId} onPosted={onPosted} />
    </ThreadContext.Provider>
  );
}
