import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field } from '../field';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextField label="Username" hint="3 to 50 characters." value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAccessibleDescription('3 to 50 characters.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces its error, ties it to the input and marks the input invalid', () => {
    render(
      <TextField
        label="Password"
        type="password"
        hint="At least 8 characters."
        error="Password must be at least 8 characters long"
        value="short"
        onChange={() => {}}
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'At least 8 characters. Password must be at least 8 characters long',
    );
  });

  it('takes typing and focus like any input, and hands its element to the form', async () => {
    const user = userEvent.setup();
    const ref = jest.fn();
    function Email() {
      const [value, setValue] = useState('');
      return <TextField label="Email" ref={ref} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Email />);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.keyboard('me@example.org');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('me@example.org');
    expect(ref).toHaveBeenCalledWith(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('gives two fields with the same label ids of their own', () => {
    render(
      <>
        <TextField label="Name" error="Name is required" value="" onChange={() => {}} />
        <TextField label="Name" error="Name is too long" value="" onChange={() => {}} />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Name' });
    expect(first).toHaveAccessibleDescription('Name is required');
    expect(second).toHaveAccessibleDescription('Name is too long');
  });
});

describe('Field', () => {
  it('marks a control invalid whose message is shown elsewhere, and reads that message with it', () => {
    render(
      <>
        <Field label="Details" invalid describedBy="step-error">
          {(control) => <textarea {...control} />}
        </Field>
        <p id="step-error">Details are required</p>
      </>,
    );
    const box = screen.getByRole('textbox', { name: 'Details' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Details are required');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a hidden label for screen readers', () => {
    render(
      <Field label="Write a comment" hideLabel>
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(screen.getByText('Write a comment')).toHaveClass('sj-visually-hidden');
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
  });
});
