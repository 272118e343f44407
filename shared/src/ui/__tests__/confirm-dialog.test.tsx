import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog';

type Options = Partial<Omit<ConfirmDialogProps, 'open' | 'onClose'>>;

function Harness(props: Options & { onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete Thing"
        pending={false}
        error={null}
        {...props}
      />
    </>
  );
}

async function openDialog(options: Options = {}) {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const view = render(<Harness onConfirm={onConfirm} {...options} />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Thing' });
  return { user, onConfirm, view, dialog, inside: within(dialog) };
}

describe('ConfirmDialog', () => {
  it('asks plainly: the description, Cancel and Delete, focus inside', async () => {
    const { user, dialog, inside, onConfirm } = await openDialog({ description: 'This cannot be undone.' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(inside.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(inside.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('with a word to type, says how to confirm and arms only on that exact word', async () => {
    const { user, dialog, inside, onConfirm } = await openDialog({ typeToConfirm: 'delete' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone. To confirm, type delete below.');
    const input = inside.getByLabelText('Type delete to confirm');
    const confirm = inside.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(input, 'Delete');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'delete ');
    expect(confirm).toBeDisabled();
    // Enter submits the form, which refuses while the word is wrong.
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'delete{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('waits for `ready` as well as the word, and names its action', async () => {
    const { user, inside, view, onConfirm } = await openDialog({
      typeToConfirm: 'delete',
      confirmLabel: 'Delete account',
      ready: false,
    });
    await user.type(inside.getByLabelText('Type delete to confirm'), 'delete');
    expect(inside.getByRole('button', { name: 'Delete account' })).toBeDisabled();
    view.rerender(
      <Harness onConfirm={onConfirm} typeToConfirm="delete" confirmLabel="Delete account" ready />,
    );
    expect(inside.getByRole('button', { name: 'Delete account' })).toBeEnabled();
  });

  it('says Deleting... and refuses a second click while the action runs', async () => {
    const { user, inside, view, onConfirm } = await openDialog({ pending: true });
    const busy = inside.getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onConfirm).not.toHaveBeenCalled();
    view.rerender(<Harness onConfirm={onConfirm} pending={false} />);
    expect(inside.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('announces a failure and ties it to the typed field', async () => {
    const { inside } = await openDialog({ typeToConfirm: 'delete', error: 'Failed to delete' });
    expect(inside.getByRole('alert')).toHaveTextContent('Failed to delete');
    expect(inside.getByLabelText('Type delete to confirm')).toHaveAccessibleDescription('Failed to delete');
  });

  it('shows extra fields above the typed confirmation', async () => {
    const { inside } = await openDialog({
      typeToConfirm: 'delete',
      children: <input type="checkbox" aria-label="Also this" />,
    });
    const extra = inside.getByRole('checkbox', { name: 'Also this' });
    const typed = inside.getByLabelText('Type delete to confirm');
    expect(extra.compareDocumentPosition(typed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('Cancel and Escape close it, focus goes back, and reopening starts empty', async () => {
    const { user, inside } = await openDialog({ typeToConfirm: 'delete' });
    await user.type(inside.getByLabelText('Type delete to confirm'), 'del');
    await user.click(inside.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByLabelText('Type delete to confirm')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });
});
