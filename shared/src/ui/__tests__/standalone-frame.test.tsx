import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, makeCurrentUser, signOut, type FakeApi } from '../../testing';
import { StandaloneFrame } from '../standalone-frame';

let api: FakeApi;
beforeEach(() => {
  signOut();
  api = installFakeApi();
});
afterEach(() => api.restore());

async function openLogin() {
  const user = userEvent.setup();
  render(
    <StandaloneFrame title="Feed">
      <p>content</p>
    </StandaloneFrame>,
  );
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Log In' }) };
}

describe("StandaloneFrame's stand-in login", () => {
  it('checks the email and password before calling the API and focuses the first invalid field', async () => {
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
    expect(api.requests).toHaveLength(0);
  });

  it("says 'Invalid email or password' on wrong credentials, then logs in", async () => {
    api.on('POST /email/validate', { status: 200, body: { isValid: false, token: null } });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Email'), 'Member@Example.org');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong password');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');

    api.on('POST /email/validate', { status: 200, body: { isValid: true, token: 'tok' } });
    api.on('GET /patient/me', { status: 200, body: makeCurrentUser({ username: 'brave_otter7' }) });
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(/Logged in as brave_otter7/)).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/email/validate')?.body).toEqual({
      email: 'member@example.org',
      password: 'wrong password',
    });
  });
});
