import { Modal } from '@journeys/shared/ui/modal';
import styles from './delete-comment-dialog.module.css';

export interface DeleteCommentDialogProps {
  open: boolean;
  kind: 'comment' | 'reply';
  hasReplies: boolean;
  deleting: boolean;
  failed: boolean;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before a member deletes their own comment or reply (docs/product.md §5). */
export function DeleteCommentDialog({
  open,
  kind,
  hasReplies,
  deleting,
  failed,
  onConfirm,
  onClose,
}: DeleteCommentDialogProps) {
  const title = kind === 'reply' ? 'Delete Reply' : 'Delete Comment';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      description={
        hasReplies
          ? `This cannot be undone. Its replies stay, under 'This comment was deleted'.`
          : 'This cannot be undone.'
      }
    >
      {failed && (
        <p role="alert" className={styles.error}>
          Could not delete your {kind}. Please try again.
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={styles.delete} disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
