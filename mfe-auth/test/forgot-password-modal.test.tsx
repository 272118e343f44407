import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { promptLogin, renderModals } from './helpers';

const api = fakeApiPerTest();

const SAME_FOR_EVERYONE = 'If an account exists for that email, we sent a link to reset your password.';

async function openForgotView() {
  renderModals();
  promptLogin();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Forgot password?' }) };
}

describe("Log In modal: 'Forgot password?'", () => {
  it("switches to the forgot view and shows the API's same-for-everyone answer after sending", async () => {
    api.on('POST /password/forgot', { status: 202, body: { message: SAME_FOR_EVERYONE } });
    const { user, dialog } = await openForgotView();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Email'), ' Member@Example.org ');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(SAME_FOR_EVERYONE);
    expect(within(dialog).queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/password/forgot').map((r) => r.body)).toEqual([
      { email: 'member@example.org' },
    ]);
  });

  it('checks the email before sending anything', async () => {
    const { user, dialog } = await openForgotView();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's refusal (rate limit) and keeps the form", async () => {
    api.on('POST /password/forgot', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'Too many requests, wait a minute',
      },
    });
    const { user, dialog } = await openForgotView();
    await user.type(within(dialog).getByLabelText('Email'), 'member@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests, wait a minute');
    expect(within(dialog).getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it("'Back to Log In' returns to the login form", async () => {
    const { user, dialog } = await openForgotView();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Log In' }));
    const login = screen.getByRole('dialog', { name: 'Log In' });
    expect(within(login).getByLabelText('Password')).toBeInTheDocument();
  });
});
