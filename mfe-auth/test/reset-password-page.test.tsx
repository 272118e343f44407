import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@journeys/shared/events';
import { useSession } from '@journeys/shared/session';
import { fakeApiPerTest, makeCurrentUser, renderWithRouter } from '@journeys/shared/testing';
import ResetPasswordPage from '../src/exposes/reset-password-page';
import { location } from './helpers';
import { fieldRefusal } from './field-refusal';

const api = fakeApiPerTest();

const INVALID = 'This reset link is invalid or has expired.';
const member = makeCurrentUser({ id: 7, username: 'calm_heron' });

const renderPage = (route: string) =>
  renderWithRouter(<ResetPasswordPage />, { route, path: '/reset-password' });

async function reachForm() {
  api.on('POST /password/reset/valid', { status: 200, body: { isValid: true } });
  renderPage('/reset-password?token=tok-reset');
  expect(screen.getByText('Checking your reset link...')).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Set new password' });
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

const invalidToken = {
  status: 400,
  body: { statusCode: 400, error: 'Bad Request', code: 'RESET_TOKEN_INVALID', message: INVALID },
};

describe('ResetPasswordPage', () => {
  it('checks the token first and, when it is dead, says so and offers a new link', async () => {
    api.on('POST /password/reset/valid', { status: 200, body: { isValid: false } });
    api.on('POST /password/forgot', { status: 202, body: { message: 'If an account exists…' } });
    renderPage('/reset-password?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ token: 'used' });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'member@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account exists…')).toHaveAttribute('role', 'status');
  });

  it('says the link is invalid without a token, asking the API nothing', () => {
    renderPage('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(api.requests).toHaveLength(0);
  });

  it('applies the sign-up password rules and the confirmation', async () => {
    const user = await reachForm();
    await fill(user, 'short', 'different');
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(api.requests.some((r) => r.url === '/password/reset')).toBe(false);
  });

  it("shows the server's password refusal under the field", async () => {
    const message = 'This password is too common. Choose a less common one.';
    api.on('POST /password/reset', fieldRefusal(400, 'WEAK_PASSWORD', 'password', message));
    const user = await reachForm();
    await fill(user, 'iloveyou', 'iloveyou');
    await screen.findByText(message);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });

  it('logs the member in with the returned token and goes to the feed with a toast', async () => {
    api.on('POST /password/reset', { status: 200, body: { isValid: true, token: 'new-session' } });
    api.on('GET /patient/me', { status: 200, body: member });
    const toasts: string[] = [];
    const off = eventBus.on('toast', ({ message }) => toasts.push(message));
    const user = await reachForm();
    await fill(user, 'a new long password', 'a new long password');

    await waitFor(() => expect(location()).toBe('/surgeries'));
    expect(api.requests.find((r) => r.url === '/password/reset')?.body).toEqual({
      token: 'tok-reset',
      password: 'a new long password',
    });
    expect(useSession.getState().token).toBe('new-session');
    expect(useSession.getState().user?.username).toBe('calm_heron');
    expect(window.localStorage.getItem('authToken')).toBe('new-session');
    expect(toasts).toEqual(['Your password was changed. You are logged in.']);
    off();
  });

  it('turns into the invalid-link message when the token dies while the member types', async () => {
    api.on('POST /password/reset', invalidToken);
    const user = await reachForm();
    await fill(user, 'a new long password', 'a new long password');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });
});
