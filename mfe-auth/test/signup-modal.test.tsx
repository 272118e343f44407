import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { promptSignup, renderModals } from './helpers';

const api = fakeApiPerTest();

async function sendTo(email: string) {
  renderModals();
  promptSignup();
  const dialog = screen.getByRole('dialog', { name: 'Create an Account' });
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Email'), email);
  await user.click(within(dialog).getByRole('button', { name: 'Verify Email' }));
  return dialog;
}

describe('Create an Account modal', () => {
  it('sends the verification email and says so', async () => {
    api.on('POST /email/verify', { status: 202, body: { message: 'sent' } });
    const dialog = await sendTo('new@example.org');
    expect(
      await within(dialog).findByText(
        'Verification email sent to new@example.org. Please check your inbox and click the verification link to continue.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/email/verify')?.body).toEqual({ email: 'new@example.org' });
  });

  it("says 'Email is already in use' on the EMAIL_IN_USE code", async () => {
    api.on('POST /email/verify', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', code: 'EMAIL_IN_USE', message: 'Email is already in use' },
    });
    const dialog = await sendTo('taken@example.org');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email is already in use');
  });

  it('reads the code, not the status: another 409 is a failed send', async () => {
    api.on('POST /email/verify', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', code: 'ALREADY_EXISTS', message: 'That already exists' },
    });
    const dialog = await sendTo('taken@example.org');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send email');
  });

  it("says 'Failed to send email' on any other failure", async () => {
    api.on('POST /email/verify', {
      status: 500,
      body: { statusCode: 500, error: 'Internal', message: 'SMTP down' },
    });
    const dialog = await sendTo('new@example.org');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send email');
  });

  it('requires a valid email', async () => {
    const dialog = await sendTo('nope');
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
