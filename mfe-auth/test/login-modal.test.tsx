import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@journeys/shared/events';
import { fakeApiPerTest, makeCurrentUser } from '@journeys/shared/testing';
import { location, promptLogin, renderModals } from './helpers';

const api = fakeApiPerTest();

const member = makeCurrentUser({ id: 42, username: 'brave_otter7' });

async function fillAndSubmit(email: string, password: string) {
  const dialog = screen.getByRole('dialog', { name: 'Log In' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
  return dialog;
}

describe('Log In modal', () => {
  it('opens on login:prompt with the message; a successful login stores the session and goes to returnTo', async () => {
    api.on('POST /email/validate', {
      status: 200,
      body: { isValid: true, token: 'tok-1' },
    });
    api.on('GET /patient/me', { status: 200, body: member });
    const logins: number[] = [];
    const off = eventBus.on('session:login', ({ userId }) => logins.push(userId));
    renderModals();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    promptLogin({
      message: 'In order to create a review you must be logged in.',
      returnTo: '/create-review',
    });
    const dialog = screen.getByRole('dialog', { name: 'Log In' });
    expect(
      within(dialog).getByText('In order to create a review you must be logged in.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Login Required')).not.toBeInTheDocument();

    await fillAndSubmit('Member@Example.org', 'correct horse');

    await waitFor(() => expect(location()).toBe('/create-review'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({
      id: 42,
      username: 'brave_otter7',
    });
    expect(api.requests.find((r) => r.url === '/email/validate')?.body).toEqual({
      email: 'member@example.org',
      password: 'correct horse',
    });
    expect(logins).toEqual([42]);
    off();
  });

  it('stays on the page after a login without returnTo', async () => {
    api.on('POST /email/validate', {
      status: 200,
      body: { isValid: true, token: 'tok-2' },
    });
    api.on('GET /patient/me', { status: 200, body: member });
    renderModals('/surgeries?surgery=3');
    promptLogin();
    await fillAndSubmit('member@example.org', 'correct horse');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/surgeries?surgery=3');
    expect(window.localStorage.getItem('authToken')).toBe('tok-2');
  });

  it("shows 'Invalid email or password' when the server says the credentials are wrong", async () => {
    api.on('POST /email/validate', { status: 200, body: { isValid: false, token: null } });
    renderModals();
    promptLogin({ returnTo: '/create-review' });
    const dialog = await fillAndSubmit('member@example.org', 'wrong password');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(location()).toBe('/surgeries');
  });

  it('shows the rate-limit message of a 429', async () => {
    api.on('POST /email/validate', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'Too many login attempts. Try again in 60 seconds.',
      },
    });
    renderModals();
    promptLogin();
    const dialog = await fillAndSubmit('member@example.org', 'whatever1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Try again in 60 seconds.',
    );
  });

  it('validates the email before calling the API', async () => {
    renderModals();
    promptLogin();
    const dialog = await fillAndSubmit('not-an-email', 'whatever1');
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
    expect(api.requests).toHaveLength(0);
  });

  it("shows 'Login Required' when asked", () => {
    renderModals();
    promptLogin({ loginRequired: true });
    expect(
      within(screen.getByRole('dialog', { name: 'Log In' })).getByText('Login Required'),
    ).toBeInTheDocument();
  });

  it("switches to Create an Account with 'Sign up' and back with 'Log in'", async () => {
    const user = userEvent.setup();
    renderModals();
    promptLogin();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create an Account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    renderModals();
    const opener = document.createElement('button');
    opener.textContent = 'Login';
    document.body.appendChild(opener);
    opener.focus();
    promptLogin();
    const dialog = screen.getByRole('dialog', { name: 'Log In' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
    opener.remove();
  });
});
