import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { COMMENT_MAX, hasVisibleText } from '@journeys/shared/rules';
import { common } from '@journeys/shared/i18n';
import { Button } from '@journeys/shared/ui/button';
import { TextArea } from '@journeys/shared/ui/text-area';
import { useAutoGrow } from '../hooks/use-auto-grow';
import { usePlainTextPaste } from '../hooks/use-plain-text-paste';
import styles from './comment-editor.module.css';

export interface CommentBoxProps {
  /** The box's name for screen readers; the card around it names it to the eye. */
  label: string;
  placeholder?: string;
  text: string;
  setText(text: string): void;
  /** 'Send' or 'Save', and what it says while that runs. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Enter, or the submit button, with visible text and nothing in flight (unless `queues`). */
  onSubmit(): void;
  /** The caller queues what is sent while a post is in flight: every Enter reaches onSubmit. */
  queues?: boolean;
  /** Reply and edit boxes: Escape or 'Cancel' closes them. */
  onCancel?(): void;
  /** Why the last try failed, under the box and read with it. */
  error: string | null;
  /** Said politely under the box (a post queued behind the one in flight). */
  status?: ReactNode;
  /** Reply and edit boxes take focus when they open, the caret after any text. */
  focusOnOpen?: boolean;
}

/**
 * The comment box every comment is written in, new, reply or edit (docs/product.md §5): it grows
 * with its text up to 150 px, takes plain-text paste only, sends on Enter and types a new line on
 * Shift+Enter.
 */
export function CommentBox(props: CommentBoxProps) {
  const { label, placeholder, text, setText, submitLabel, busyLabel, busy, error } = props;
  const { onSubmit, queues, onCancel, status, focusOnOpen } = props;
  const tc = common.useT();
  const canSubmit = !busy && hasVisibleText(text);
  const trySubmit = () => {
    if (canSubmit || queues) onSubmit();
  };
  const ref = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  useAutoGrow(ref, text);
  const onPaste = usePlainTextPaste(ref, text, setText, COMMENT_MAX);

  useEffect(() => {
    const box = ref.current;
    if (!focusOnOpen || !box) return;
    box.focus();
    // After the text, where an edit usually starts.
    box.setSelectionRange(box.value.length, box.value.length);
  }, [focusOnOpen]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    trySubmit();
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
      trySubmit();
    }
  };

  return (
    <form className={styles.editor} onSubmit={submit} aria-busy={busy || undefined}>
      <TextArea
        label={label}
        hideLabel
        className={styles.box}
        ref={ref}
        rows={1}
        value={text}
        maxLength={COMMENT_MAX}
        placeholder={placeholder}
        describedBy={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <div className={styles.actions}>
        {onCancel && (
          <Button className={styles.action} onClick={onCancel}>
            {tc('cancel')}
          </Button>
        )}
        <Button type="submit" variant="primary" className={styles.action} disabled={!canSubmit}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
      {status}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
