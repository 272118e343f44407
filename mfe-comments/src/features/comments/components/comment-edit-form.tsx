import { useState } from 'react';
import { useT } from './thread/messages';
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
  const t = useT();
  const [text, setText] = useState(initialText);
  return (
    <CommentBox
      label={t('editYour', { kind })}
      text={text}
      setText={setText}
      submitLabel={t('save')}
      busyLabel={t('saving')}
      busy={saving}
      onSubmit={() => onSave(text)}
      onCancel={onCancel}
      focusOnOpen
      error={failed ? t('saveFailed', { kind }) : null}
    />
  );
}
