import { ConfirmDialog } from '@journeys/shared/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      {...dialog}
      title={kind === 'reply' ? 'Delete Reply' : 'Delete Comment'}
      description={
        hasReplies
          ? `This cannot be undone. Its replies stay, under 'This comment was deleted'.`
          : 'This cannot be undone.'
      }
      pending={deleting}
      error={failed ? `Could not delete your ${kind}. Please try again.` : null}
    />
  );
}
