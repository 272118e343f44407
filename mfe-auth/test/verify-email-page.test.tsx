import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@journeys/shared/events';
import { fakeApiPerTest, makeCurrentUser, renderWithRouter } from '@journeys/shared/testing';
import VerifyEmailPage from '../src/exposes/verify-email-page';
import { location } from './helpers';
import { fieldRefusal } from './field-refusal';

const api = fakeApiPerTest();

const renderPage = (route: string) => renderWithRouter(<VerifyEmailPage />, { route, path: '/verify-email' });

async function reachForm() {
  api.on('POST /email/valid', { status: 200, body: { isValid: true } });
  renderPage('/verify-email?token=tok-abc');
  expect(screen.getByText('Verifying your email...')).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Create Account' });
  return userEvent.setup();
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  username: string,
  password: string,
  confirm: string,
) {
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('VerifyEmailPage', () => {
  it("says 'No verification token provided' without a token, with a way home", async () => {
    renderPage('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('No verification token provided');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(location()).toBe('/surgeries');
    expect(api.requests).toHaveLength(0);
  });

  it("says 'Invalid or expired verification token' when the server says so", async () => {
    api.on('POST /email/valid', { status: 200, body: { isValid: false } });
    renderPage('/verify-email?token=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired verification token');
    expect(api.requests[0]?.body).toEqual({ token: 'expired' });
  });

  it("says 'Failed to verify email' when the check fails", async () => {
    api.on('POST /email/valid', {
      status: 503,
      body: { statusCode: 503, error: 'Unavailable', message: 'down' },
    });
    renderPage('/verify-email?token=tok');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify email');
  });

  it('validates the username, password and confirmation', async () => {
    const user = await reachForm();
    await fill(user, 'ab', 'short', 'different');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(api.requests.some((r) => r.url === '/email/create-password')).toBe(false);
  });

  it('offers the palette as radios, Light Gray first and chosen', async () => {
    await reachForm();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(8);
    expect(screen.getByRole('radio', { name: 'Light Gray' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Background colour' })).toBeInTheDocument();
  });

  it("shows 'Username is already taken' under the username field", async () => {
    api.on(
      'POST /email/create-password',
      fieldRefusal(409, 'USERNAME_TAKEN', 'username', 'Username is already taken'),
    );
    const user = await reachForm();
    await fill(user, 'taken_name', 'long enough', 'long enough');
    await screen.findByText('Username is already taken');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      expect.stringContaining('Username is already taken'),
    );
  });

  it.each([
    'This password is too common. Choose a less common one.',
    'Your password must not be your email or username.',
  ])("shows the server's refusal '%s' under the password field", async (message) => {
    api.on('POST /email/create-password', fieldRefusal(400, 'WEAK_PASSWORD', 'password', message));
    const user = await reachForm();
    await fill(user, 'new_member', 'iloveyou', 'iloveyou');
    await screen.findByText(message);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it("shows the server's message or 'Failed to create account' on other failures", async () => {
    api.on('POST /email/create-password', { status: 0 as number, body: undefined });
    const user = await reachForm();
    await fill(user, 'new_member', 'long enough', 'long enough');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account');
    api.on('POST /email/create-password', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'This verification link has already been used',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This verification link has already been used'),
    );
  });

  it('creates the account, logs in, welcomes and goes to /surgeries', async () => {
    const created = {
      ...makeCurrentUser({ id: 5, username: 'new_member', background: '#c8e6c9' }),
      token: 'fresh',
    };
    api.on('POST /email/create-password', { status: 201, body: created });
    api.on('GET /patient/me', { status: 200, body: makeCurrentUser({ id: 5, username: 'new_member' }) });
    const toasts: string[] = [];
    const off = eventBus.on('toast', ({ message }) => toasts.push(message));
    const user = await reachForm();
    await user.click(screen.getByRole('radio', { name: 'Light Green' }));
    await fill(user, 'new_member', 'long enough', 'long enough');

    await waitFor(() => expect(location()).toBe('/surgeries'));
    expect(api.requests.find((r) => r.url === '/email/create-password')?.body).toEqual({
      token: 'tok-abc',
      password: 'long enough',
      username: 'new_member',
      background: '#c8e6c9',
    });
    expect(window.localStorage.getItem('authToken')).toBe('fresh');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({
      username: 'new_member',
    });
    expect(toasts).toContain('Welcome, new_member!');
    off();
  });
});
