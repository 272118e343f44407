import { ConfirmDialog } from '@journeys/shared/ui/confirm-dialog';
import { useT } from './thread/messages';

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
  kind,
  hasReplies,
  deleting,
  failed,
  ...dialog
}: DeleteCommentDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      {...dialog}
      title={t('deleteTitle', { kind })}
      description={hasReplies ? t('noUndoReplies') : t('noUndo')}
      confirmLabel={t('delete')}
      pending={deleting}
      error={failed ? t('deleteFailed', { kind }) : null}
    />
  );
}
