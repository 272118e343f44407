import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId } from 'react';
import { z } from 'zod';
import { ApiError } from '@journeys/shared/api';
import { useForm, type FieldErrors, type FieldProps } from '../use-form';

function Field({ label, error, ...input }: FieldProps & { label: string; type?: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

const schema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  password: z.string().min(8, 'Password must be at least 8 characters long'),
});
type Values = { email: string; password: string };

function SignIn({
  onSubmit,
  onError,
}: {
  onSubmit(data: z.infer<typeof schema>): Promise<void> | void;
  onError?(error: unknown): string | FieldErrors<Values>;
}) {
  const form = useForm({ initialValues: { email: '', password: '' }, validate: schema, onSubmit, onError });
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate>
      <Field label="Email" {...form.field('email')} />
      <Field label="Password" type="password" {...form.field('password')} />
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit" disabled={form.submitting}>
        Log In
      </button>
    </form>
  );
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const logIn = () => screen.getByRole('button', { name: 'Log In' });

describe('useForm', () => {
  it("submits the schema's parsed output, and the values as typed beside it", async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<SignIn onSubmit={onSubmit} />);
    await user.type(email(), '  Ann@Example.org ');
    await user.type(password(), 'long enough');
    await user.click(logIn());
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'ann@example.org', password: 'long enough' },
      { email: '  Ann@Example.org ', password: 'long enough' },
    );
  });

  it('shows every field message on a failed submit and focuses the first invalid field', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<SignIn onSubmit={onSubmit} />);
    await user.type(password(), 'short');
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    expect(password()).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email()).toHaveFocus());
  });

  it('focuses the first invalid field in page order, not the order of the messages', async () => {
    const user = userEvent.setup();
    render(<SignIn onSubmit={jest.fn()} />);
    await user.type(email(), 'ann@example.org');
    await user.click(logIn());
    await waitFor(() => expect(password()).toHaveFocus());
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('re-checks a field as it changes once a submit has checked it, not before', async () => {
    const user = userEvent.setup();
    render(<SignIn onSubmit={jest.fn()} />);
    await user.type(email(), 'ann');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(logIn());
    expect(email()).toHaveAccessibleDescription('Enter a valid email address');
    await user.type(email(), '@example.org');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it('ignores a second submit while the first is in flight', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<SignIn onSubmit={onSubmit} />);
    await user.type(email(), 'ann@example.org');
    await user.type(password(), 'long enough{Enter}');
    expect(logIn()).toBeDisabled();
    await user.type(password(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(logIn()).toBeEnabled());
  });

  it("puts the server's field errors under their fields and focuses the first", async () => {
    const onSubmit = jest.fn(() =>
      Promise.reject(
        new ApiError('This password is too common', 400, { password: 'This password is too common' }),
      ),
    );
    const user = userEvent.setup();
    render(<SignIn onSubmit={onSubmit} onError={() => 'Failed'} />);
    await user.type(email(), 'ann@example.org');
    await user.type(password(), 'iloveyou1');
    await user.click(logIn());
    await waitFor(() => expect(password()).toHaveFocus());
    expect(password()).toHaveAccessibleDescription('This password is too common');
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(logIn()).toBeEnabled();
    // The server judged the old value; a new one is the rules' to judge.
    await user.type(password(), '2');
    expect(screen.queryByText('This password is too common')).not.toBeInTheDocument();
  });

  it('shows what onError makes of any other failure under the form, until the next submit', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('down', 503))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(
      <SignIn onSubmit={onSubmit} onError={(e) => (e instanceof ApiError ? `Failed: ${e.message}` : 'x')} />,
    );
    await user.type(email(), 'ann@example.org');
    await user.type(password(), 'long enough');
    await user.click(logIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: down');
    await user.click(logIn());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('lets onError name a field', async () => {
    const user = userEvent.setup();
    render(
      <SignIn
        onSubmit={() => Promise.reject(new Error('409'))}
        onError={() => ({ email: 'Email is already in use' })}
      />,
    );
    await user.type(email(), 'ann@example.org');
    await user.type(password(), 'long enough');
    await user.click(logIn());
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveAccessibleDescription('Email is already in use');
  });

  it('reset gives a new, empty form: no values, no messages, nothing re-checked as it is typed', async () => {
    function Tag() {
      const form = useForm({
        initialValues: { tag: '' },
        validate: ({ tag }) => ({ tag: tag.length >= 3 ? undefined : 'Too short' }),
        onSubmit: () => undefined,
      });
      return (
        <form onSubmit={(e) => void form.submit(e)}>
          <Field label="Tag" {...form.field('tag')} />
          <button type="button" onClick={form.reset}>
            Reset
          </button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Tag />);
    await user.type(screen.getByLabelText('Tag'), 'a{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Tag')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Tag'), 'b');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a function when the rules are not a zod schema', async () => {
    function Note({ onSubmit }: { onSubmit(values: { text: string }): void }) {
      const form = useForm({
        initialValues: { text: '' },
        validate: ({ text }) => ({ text: text.trim() ? undefined : 'Details are required' }),
        onSubmit,
      });
      return (
        <form onSubmit={(e) => void form.submit(e)}>
          <Field label="Details" {...form.field('text')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<Note onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Details')).toHaveAccessibleDescription('Details are required');
    await user.type(screen.getByLabelText('Details'), 'Better');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Better' }, { text: 'Better' });
  });
});
