import { waitFor, within } from '@testing-library/react';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { apiError, makeAccount, region, renderAccountPage } from './account-helpers';

const api = fakeApiPerTest();

describe('account page: Email', () => {
  it('shows the current address and validates the new one', async () => {
    const { user } = await renderAccountPage(api);
    const section = within(region('Email'));
    expect(region('Email')).toHaveTextContent('Your email is otter@example.org.');
    await user.type(section.getByLabelText('New email'), 'not-an-email');
    await user.click(section.getByRole('button', { name: 'Change email' }));
    expect(section.getByLabelText('New email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(section.getByLabelText('New email')).toHaveFocus();
  });

  it('sends the link to the new address and shows the change as pending', async () => {
    api.on('POST /account/email', { status: 202, body: { message: 'sent' } });
    const { user } = await renderAccountPage(api);
    api.on('GET /account', { status: 200, body: makeAccount({ pendingEmail: 'new@example.org' }) });
    const section = within(region('Email'));
    await user.type(section.getByLabelText('New email'), 'New@Example.org');
    await user.click(section.getByRole('button', { name: 'Change email' }));
    expect(await section.findByRole('status')).toHaveTextContent(
      'We sent a confirmation link to new@example.org; your email changes when you open it.',
    );
    expect(api.requests.find((r) => r.url === '/account/email')?.body).toEqual({ email: 'new@example.org' });
    expect(section.getByLabelText('New email')).toHaveValue('');
  });

  it('shows a change waiting for its link', async () => {
    await renderAccountPage(api, { account: { pendingEmail: 'later@example.org' } });
    expect(region('Email')).toHaveTextContent('Waiting for confirmation: later@example.org');
  });

  it("shows 'Email is already in use' under the field", async () => {
    api.on('POST /account/email', apiError(409, 'EMAIL_IN_USE', 'Email is already in use'));
    const { user } = await renderAccountPage(api);
    const field = within(region('Email')).getByLabelText('New email');
    await user.type(field, 'taken@example.org');
    await user.click(within(region('Email')).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Email is already in use'));
  });
});
