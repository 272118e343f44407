import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { common, richText } from '@journeys/shared/i18n';
import { Button } from './button';
import { Modal } from './modal';
import { TextField } from './text-field';
import styles from './confirm-dialog.module.css';
import { dialogs } from './messages';

export interface ConfirmDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** Said under the title. With `typeToConfirm`, it defaults to how to confirm. */
  description?: ReactNode;
  /** When set, the action arms only once this word is typed exactly (docs/product.md §4 Deletion). */
  typeToConfirm?: string;
  /** The action's button: 'Delete' unless the action needs a longer name. */
  confirmLabel?: string;
  /** False while something else the action needs (a choice among `children`) is missing. */
  ready?: boolean;
  /** The action runs: its button is disabled and says 'Deleting...'. */
  pending: boolean;
  /** Why the action failed, announced inside the dialog, which stays open. */
  error: string | null;
  /** Only called when armed and not pending, so a double click acts once. */
  onConfirm(): void;
  /** More fields, above the typed confirmation. */
  children?: ReactNode;
}

/**
 * The dialog every irreversible action asks in (deleting a surgery, an update, a comment, an
 * account): Cancel and a danger button, optionally armed by typing a word. Its fields exist only
 * while it is open, so each opening starts empty.
 */
export function ConfirmDialog({ open, onClose, title, description, ...form }: ConfirmDialogProps) {
  const td = dialogs.useT();
  const word = form.typeToConfirm;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={
        description ??
        (word != null ? richText((v) => td('confirmHint', v), { word: <strong>{word}</strong> }) : undefined)
      }
    >
      <ConfirmForm {...form} onCancel={onClose} />
    </Modal>
  );
}

type ConfirmFormProps = Omit<ConfirmDialogProps, 'open' | 'onClose' | 'title' | 'description'> & {
  onCancel(): void;
};

function ConfirmForm({
  typeToConfirm,
  confirmLabel,
  ready = true,
  pending,
  error,
  onConfirm,
  onCancel,
  children,
}: ConfirmFormProps) {
  const t = common.useT();
  const td = dialogs.useT();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const armed = ready && (typeToConfirm == null || typed === typeToConfirm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (armed && !pending) onConfirm();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {children}
      {typeToConfirm != null && (
        // The error says why the action failed, not that the word is wrong: read, but not invalid.
        <TextField
          label={td('typeToConfirm', { word: typeToConfirm })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          describedBy={error ? errorId : undefined}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button className={styles.action} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" className={styles.action} disabled={!armed || pending}>
          {pending ? td('deleting') : (confirmLabel ?? t('delete'))}
        </Button>
      </div>
    </form>
  );
}
