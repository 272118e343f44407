import { useState } from 'react';
import { CommentBox } from './comment-box';

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
 * The comment box in its edit mode (docs/product.md §5): the same box, growth, paste and
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
  const [text, setText] = useState(initialText);
  return (
    <CommentBox
      label={kind === 'reply' ? 'Edit your reply' : 'Edit your comment'}
      text={text}
      setText={setText}
      submitLabel="Save"
      busyLabel="Saving…"
      busy={saving}
      onSubmit={() => onSave(text)}
      onCancel={onCancel}
      focusOnOpen
      error={failed ? `Could not save your ${kind}. Please try again.` : null}
    />
  );
}
