import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from '../button';

describe('Button', () => {
  it('is a button named by its text that acts on a click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Retry</Button>);
    const button = screen.getByRole('button', { name: 'Retry' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('never submits the form around it unless it is the submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Cancel</Button>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be used while disabled, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button variant="danger" disabled onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps what the caller says about it: its state, its description, its own class', () => {
    render(
      <Button aria-expanded={false} aria-controls="panel" className="mine" small>
        Show Full Timeline
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Show Full Timeline', expanded: false });
    expect(button).toHaveAttribute('aria-controls', 'panel');
    expect(button).toHaveClass('button', 'small', 'mine');
  });

  it('draws a link as a button without making it one', () => {
    render(
      <a href="/review/1/edit" className={buttonClass({ variant: 'primary', outline: true })}>
        Edit
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveClass('button', 'primary', 'outline');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
