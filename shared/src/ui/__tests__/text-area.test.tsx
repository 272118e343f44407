import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from '../text-area';

function Note({ counter = true, error }: { counter?: boolean; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Note (optional)"
      value={value}
      maxLength={10}
      counter={counter}
      error={error}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('TextArea', () => {
  it('counts the characters typed against its limit, and reads the count with the box', async () => {
    const user = userEvent.setup();
    render(<Note />);
    const box = screen.getByRole('textbox', { name: 'Note (optional)' });
    expect(screen.getByText('0 of 10 characters')).toBeInTheDocument();
    await user.type(box, 'Hello');
    expect(screen.getByText('5 of 10 characters')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('5 of 10 characters');
  });

  it('stops at its limit', async () => {
    const user = userEvent.setup();
    render(<Note />);
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'far more than ten');
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('far more t');
    expect(screen.getByText('10 of 10 characters')).toBeInTheDocument();
  });

  it('shows no counter unless asked', () => {
    render(<Note counter={false} />);
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).not.toHaveAttribute('aria-describedby');
  });

  it('announces its error and reads it after the count', () => {
    render(<Note error="Give a reason for this action." />);
    const box = screen.getByRole('textbox', { name: 'Note (optional)' });
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason for this action.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('0 of 10 characters Give a reason for this action.');
  });

  it('keeps new lines: Enter types one', async () => {
    const user = userEvent.setup();
    render(<Note counter={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'a{Enter}b');
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('a\nb');
  });
});
