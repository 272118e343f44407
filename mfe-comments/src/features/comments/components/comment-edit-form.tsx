import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { COMMENT_MAX, hasVisibleText } from '@journeys/shared/rules';
import { useAutoGrow } from '../hooks/use-auto-grow';
import { usePlainTextPaste } from '../hooks/use-plain-text-paste';
import styles from './comment-editor.module.css';

export interface CommentEditFormProps {
  /** The text as it stands; the box starts with it. */
  initialText: string;
  kind: 'comment' | 'reply';
  saving: boolean;
  failed: boolean;
  onSave(text: string): void;
  onCancel(): void;
}

/**
 * The comment editor in its edit mode (docs/product.md §5): the same box, growth, paste and
 * length rules, with Save and Cancel. Enter saves, Shift+Enter is a new line, Escape cancels.
 */
export function CommentEditForm({
  initialText,
  kind,
  saving,
  failed,
  onSave,
  onCancel,
}: CommentEditFormProps) {
  const inputId = useId();
  const errorId = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialText);
  useAutoGrow(ref, text);
  const onPaste = usePlainTextPaste(ref, text, setText, COMMENT_MAX);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus();
    // The caret goes after the text, where an edit usually starts.
    box.setSelectionRange(box.value.length, box.value.length);
  }, []);

  const canSave = !saving && hasVisibleText(text);
  const save = () => {
    if (canSave) onSave(text);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form className={styles.editor} onSubmit={onSubmit} aria-busy={saving || undefined}>
      <label htmlFor={inputId} className="sj-visually-hidden">
        {kind === 'reply' ? 'Edit your reply' : 'Edit your comment'}
      </label>
      <textarea
        id={inputId}
        ref={ref}
        className={styles.input}
        rows={1}
        value={text}
        maxLength={COMMENT_MAX}
        aria-describedby={failed ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={styles.primary} disabled={!canSave}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
      {failed && (
        <p id={errorId} role="alert" className={styles.error}>
          Could not save your {kind}. Please try again.
        </p>
      )}
    </form>
  );
}
