import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COMMENT_MAX, type Comment } from '@journeys/shared/rules';
import { promptLogin } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { usePostComment } from '../api/use-post-comment';
import { useAutoGrow } from '../hooks/use-auto-grow';
import { usePlainTextPaste } from '../hooks/use-plain-text-paste';
import styles from './comment-editor.module.css';

export interface CommentEditorProps {
  reviewId: number;
  /** The comment being replied to; absent for a new top-level comment. */
  parentId?: number | null;
  onPosted(comment: Comment): void;
  /** Reply editors only: Escape or 'Cancel' closes them. */
  onCancel?(): void;
  /** Reply editors take focus when they open. */
  autoFocus?: boolean;
}

/** One editor for new comments and replies (SPEC §4, §5). */
export function CommentEditor({
  reviewId,
  parentId = null,
  onPosted,
  onCancel,
  autoFocus,
}: CommentEditorProps) {
  const loggedIn = useSession(selectIsLoggedIn);
  const isReply = parentId != null;
  const label = isReply ? 'Write a reply' : 'Write a comment';
  const inputId = useId();
  const errorId = useId();

  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const { sending, failed, send } = usePostComment(reviewId, parentId, onPosted);
  useAutoGrow(ref, text);
  const onPaste = usePlainTextPaste(ref, text, setText, COMMENT_MAX);

  useEffect(() => {
    if (autoFocus && loggedIn) ref.current?.focus();
  }, [autoFocus, loggedIn]);

  const canSend = loggedIn && !sending && text.trim().length > 0;

  const submit = async () => {
    if (!canSend) return;
    const outcome = await send(text.trim());
    if (outcome === 'posted') setText('');
  };

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
      void submit();
    }
  };

  if (!loggedIn) {
    return (
      <div className={styles.editor}>
        <label htmlFor={inputId} className={styles.hiddenLabel}>
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

  return (
    <form className={styles.editor} onSubmit={onSubmit} aria-busy={sending || undefined}>
      <label htmlFor={inputId} className={styles.hiddenLabel}>
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
      {failed && (
        <p id={errorId} role="alert" className={styles.error}>
          Could not post your comment. Please try again.
        </p>
      )}
    </form>
  );
}
