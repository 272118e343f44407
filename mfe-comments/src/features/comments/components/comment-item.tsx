import { useEffect, useId, useRef } from 'react';
import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { formatLongDate, formatRelativeTime, type Comment } from '@journeys/shared/rules';
import { Avatar } from '@journeys/shared/ui/avatar';
import { CommentEditor } from './comment-editor';
import { CommentList } from './comment-list';
import { useThread } from './thread-context';
import styles from './comment-item.module.css';

export interface CommentItemProps {
  comment: Comment;
  parentAuthorId: number | null;
}

function commentKind(parentAuthorId: number | null): string {
  return parentAuthorId == null ? 'Comment' : 'Reply';
}

function repliesLabel(count: number): string {
  return `Show ${count} ${count === 1 ? 'reply' : 'replies'}`;
}

export function CommentItem({ comment, parentAuthorId }: CommentItemProps) {
  const thread = useThread();
  const { markShown } = thread;
  const articleRef = useRef<HTMLElement>(null);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const repliesId = useId();

  const replies = comment.nestedComments;
  const repliesOpen = thread.openReplies.has(comment.id);
  const replying = thread.replyingTo === comment.id;
  const highlighted = thread.highlightedId === comment.id;
  const isNew = thread.isNew(comment, parentAuthorId);
  const { username } = comment.patient;

  // Being rendered is being displayed: replies mount only once their parent's thread is open.
  useEffect(() => {
    markShown(comment, parentAuthorId);
  }, [markShown, comment, parentAuthorId]);

  useEffect(() => {
    if (highlighted) articleRef.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  const closeReply = () => {
    thread.closeReply();
    replyButtonRef.current?.focus();
  };

  return (
    <li className={styles.item}>
      <article
        ref={articleRef}
        id={`comment-${comment.id}`}
        className={highlighted ? `${styles.comment} ${styles.highlighted}` : styles.comment}
        data-highlighted={highlighted ? 'true' : undefined}
        aria-label={`${commentKind(parentAuthorId)} by ${username}`}
      >
        <Avatar
          username={username}
          image={comment.patient.image}
          background={comment.patient.background}
          size={32}
          decorative
        />
        <div className={styles.body}>
          <header className={styles.meta}>
            {isNew && <span className={styles.new}>New</span>}
            <Link to={paths.feed({ user: comment.patient.id })} className={styles.username}>
              {username}
            </Link>
            {comment.patient.id === thread.reviewOwnerId && <span className={styles.badge}>Author</span>}
            <time
              dateTime={comment.createdAt}
              title={formatLongDate(comment.createdAt)}
              className={styles.time}
            >
              {formatRelativeTime(comment.createdAt)}
            </time>
          </header>
          <p className={styles.text}>{comment.text}</p>
          <div className={styles.actions}>
            <button
              ref={replyButtonRef}
              type="button"
              className={styles.link}
              aria-label={`Reply to ${username}`}
              aria-expanded={thread.loggedIn ? replying : undefined}
              onClick={() => (replying ? closeReply() : thread.startReply(comment.id))}
            >
              Reply
            </button>
            {replies.length > 0 && (
              <button
                type="button"
                className={styles.link}
                aria-expanded={repliesOpen}
                aria-controls={repliesOpen ? repliesId : undefined}
                onClick={() => thread.toggleReplies(comment.id)}
              >
                {repliesOpen ? 'Hide replies' : repliesLabel(replies.length)}
              </button>
            )}
          </div>
        </div>
      </article>
      {replying && (
        <div className={styles.replyEditor}>
          <CommentEditor
            reviewId={thread.reviewId}
            parentId={comment.id}
            onPosted={thread.onPosted}
            onEmptied={closeReply}
            onCancel={closeReply}
            autoFocus
          />
        </div>
      )}
      {repliesOpen && replies.length > 0 && (
        <CommentList id={repliesId} comments={replies} parentAuthorId={comment.patient.id} nested />
      )}
    </li>
  );
}
