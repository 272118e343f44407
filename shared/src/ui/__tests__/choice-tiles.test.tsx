import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceTile, ChoiceTiles } from '../choice-tiles';

const STATES = ['Connecticut', 'Maine', 'Vermont'];

function StatePicker() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <h2 id="heading">Select your state</h2>
      <p id="error">Choose a state</p>
      <ChoiceTiles labelledBy="heading" describedBy="error" layout="grid">
        {STATES.map((state) => (
          <ChoiceTile
            key={state}
            chosen={chosen === state}
            onClick={() => setChosen(chosen === state ? null : state)}
          >
            {state}
          </ChoiceTile>
        ))}
      </ChoiceTiles>
    </>
  );
}

describe('ChoiceTiles', () => {
  it('is a group named by its heading and described by its message', () => {
    render(<StatePicker />);
    const group = screen.getByRole('group', { name: 'Select your state' });
    expect(group).toHaveAccessibleDescription('Choose a state');
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });

  it('says which tile is chosen, and a tile pressed again can let go', async () => {
    const user = userEvent.setup();
    render(<StatePicker />);
    await user.click(screen.getByRole('button', { name: 'Maine' }));
    expect(screen.getByRole('button', { name: 'Maine', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vermont', pressed: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Maine' }));
    expect(screen.getByRole('button', { name: 'Maine', pressed: false })).toBeInTheDocument();
  });

  it('is chosen from the keyboard, one tab stop a tile', async () => {
    const user = userEvent.setup();
    render(<StatePicker />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Maine' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Maine', pressed: true })).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Vermont', pressed: true })).toBeInTheDocument();
  });

  it('never submits a form it is in', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <ChoiceTile chosen={false}>Left</ChoiceTile>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Left' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
