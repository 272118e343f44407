import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { Modal } from '../modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Delete Surgery" description="This cannot be undone.">
        <input aria-label="Confirm" />
      </Modal>
    </>
  );
}

const renderHarness = () =>
  render(
    <StrictMode>
      <Harness />
    </StrictMode>,
  );

describe('Modal', () => {
  it('is a labelled, described modal dialog that takes focus and stays open', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Surgery' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // StrictMode opens, closes and reopens it once: the stray `close` of that must not count.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('dialog', { name: 'Delete Surgery' })).toHaveAttribute('open');
  });

  it('closes on Escape, on ×, and on the backdrop, giving focus back to the opener each time', async () => {
    const user = userEvent.setup();
    renderHarness();
    const opener = screen.getByRole('button', { name: 'Open' });
    const closers = [
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Close' })),
      () => fireEvent.pointerDown(screen.getByRole('dialog')),
    ];
    for (const closeIt of closers) {
      await user.click(opener);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await closeIt();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('stays open when the pointer goes down inside its content', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Confirm' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
