import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { COMMENT_MAX, hasVisibleText, type Comment } from '@journeys/shared/rules';
import { promptLogin } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { suspendedText, useSuspendedUntil } from '@journeys/shared/ui/moderation-notice';
import { usePostComment } from '../api/use-post-comment';
import { useAutoGrow } from '../hooks/use-auto-grow';
import { useComposer } from '../hooks/use-composer';
import { usePlainTextPaste } from '../hooks/use-plain-text-paste';
import styles from './comment-editor.module.css';

export interface CommentEditorProps {
  reviewId: number;
  /** The comment being replied to; absent for a new top-level comment. */
  parentId?: number | null;
  onPosted(comment: Comment): void;
  /** Called when a post leaves the box empty (nothing typed meanwhile, nothing queued). */
  onEmptied?(): void;
  /** Reply editors only: Escape or 'Cancel' closes them. */
  onCancel?(): void;
  /** Reply editors take focus when they open. */
  autoFocus?: boolean;
}

/** One editor for new comments and replies (docs/product.md §4, §5). */
export function CommentEditor({
  reviewId,
  parentId = null,
  onPosted,
  onEmptied,
  onCancel,
  autoFocus,
}: CommentEditorProps) {
  const loggedIn = useSession(selectIsLoggedIn);
  const suspendedUntil = useSuspendedUntil();
  const isReply = parentId != null;
  const label = isReply ? 'Write a reply' : 'Write a comment';
  const inputId = useId();
  const errorId = useId();

  const ref = useRef<HTMLTextAreaElement>(null);
  const { sending, failed, send } = usePostComment(reviewId, parentId, onPosted);
  const { text, setText, queued, submit } = useComposer(send, onEmptied);
  useAutoGrow(ref, text);
  const onPaste = usePlainTextPaste(ref, text, setText, COMMENT_MAX);

  useEffect(() => {
    if (autoFocus && loggedIn) ref.current?.focus();
  }, [autoFocus, loggedIn]);

  const canSend = loggedIn && !sending && hasVisibleText(text);
  const kind = isReply ? 'reply' : 'comment';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    // Enter sends; Shift+Enter (and Enter that confirms an IME composition) types as usual.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // While a post is in flight this queues what was typed since; it never drops it.
      void submit();
    }
  };

  if (!loggedIn) {
    return (
      <div className={styles.editor}>
        <label htmlFor={inputId} className="sj-visually-hidden">
          {label}
        </label>
        <textarea id={inputId} className={styles.input} rows={1} disabled value="" />
        <div className={styles.visitor}>
          <p className={styles.visitorText}>Log in to post a comment</p>
          <button type="button" className={styles.secondary} onClick={() => promptLogin()}>
            Log in
          </button>
          {onCancel && (
            <button type="button" className={styles.secondary} onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </div>
    );
  }

  if (suspendedUntil) {
    return (
      <div className={styles.visitor}>
        <p className={styles.visitorText} role="note">
          {suspendedText(suspendedUntil)}
        </p>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    );
  }

  return (
    <form className={styles.editor} onSubmit={onSubmit} aria-busy={sending || undefined}>
      <label htmlFor={inputId} className="sj-visually-hidden">
        {label}
      </label>
      <textarea
        id={inputId}
        ref={ref}
        className={styles.input}
        rows={1}
        value={text}
        maxLength={COMMENT_MAX}
        placeholder={isReply ? 'Write a reply…' : 'Write a comment…'}
        aria-describedby={failed ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className={styles.primary} disabled={!canSend}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {queued ? `Sending… your next ${kind} will post when this one is done` : ''}
      </p>
      {failed && (
        <p id={errorId} role="alert" className={styles.error}>
          Could not post your comment. Please try again.
        </p>
      )}
    </form>
  );
}
