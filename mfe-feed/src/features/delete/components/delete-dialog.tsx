import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@journeys/shared/api';
import { DELETE_CONFIRMATION_WORD } from '@journeys/shared/rules';
import { showToast } from '@journeys/shared/events';
import { useSession } from '@journeys/shared/session';
import { Modal } from '@journeys/shared/ui/modal';
import { useDeleteTarget, type DeleteTarget } from '../api/delete-target';
import styles from './delete-dialog.module.css';

interface DeleteDialogProps {
  /** Null: closed. */
  target: DeleteTarget | null;
  onClose(): void;
}

/** docs/product.md §4: typing 'delete' exactly arms the button; success toasts, closes and reloads lists. */
export function DeleteDialog({ target, onClose }: DeleteDialogProps) {
  return (
    <Modal
      open={target != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target?.kind === 'update' ? 'Delete Update' : 'Delete Surgery'}
      description={
        <>
          This cannot be undone. To confirm, type <strong>{DELETE_CONFIRMATION_WORD}</strong> below.
        </>
      }
    >
      {/* Keyed so each opening starts with an empty field and no old error. */}
      {target && <DeleteForm key={JSON.stringify(target)} target={target} onDone={onClose} />}
    </Modal>
  );
}

function DeleteForm({ target, onDone }: { target: DeleteTarget; onDone(): void }) {
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const remove = useDeleteTarget();
  const deleting = remove.isPending;
  const error = remove.isError ? errorMessage(remove.error, 'Failed to delete') : null;
  const armed = typed === DELETE_CONFIRMATION_WORD;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!armed || deleting) return;
    remove.mutate(target, {
      onSuccess: () => {
        showToast('Successfully Deleted');
        onDone();
        // The header's 'Your Surgeries (n)' counts the member's surgeries.
        if (target.kind === 'surgery') void useSession.getState().refreshUser();
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Type delete to confirm
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className={styles.delete} disabled={!armed || deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </form>
  );
}
