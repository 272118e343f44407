import { errorMessage } from '@journeys/shared/api';
import { DELETE_CONFIRMATION_WORD } from '@journeys/shared/rules';
import { showToast } from '@journeys/shared/events';
import { useSession } from '@journeys/shared/session';
import { ConfirmDialog } from '@journeys/shared/ui/confirm-dialog';
import { useT } from '../messages';
import { useDeleteTarget, type DeleteTarget } from '../api/delete-target';

interface DeleteDialogProps {
  /** Null: closed. */
  target: DeleteTarget | null;
  onClose(): void;
}

/** docs/product.md §4: typing 'delete' exactly arms the button; success toasts, closes and reloads lists. */
export function DeleteDialog({ target, onClose }: DeleteDialogProps) {
  // Keyed so each opening starts with no old error.
  return target && <OpenDeleteDialog key={JSON.stringify(target)} target={target} onClose={onClose} />;
}

function OpenDeleteDialog({ target, onClose }: { target: DeleteTarget; onClose(): void }) {
  const t = useT();
  const remove = useDeleteTarget();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('delTitle', { k: target.kind })}
      typeToConfirm={DELETE_CONFIRMATION_WORD}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('delFail')) : null}
      onConfirm={() =>
        remove.mutate(target, {
          onSuccess: () => {
            showToast(t('delOk'));
            onClose();
            // The header's 'Your Surgeries (n)' counts the member's surgeries.
            if (target.kind === 'surgery') void useSession.getState().refreshUser();
          },
        })
      }
    />
  );
}
