import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { apiError, collectToasts, region, renderAccountPage } from './account-helpers';

const api = fakeApiPerTest();

async function fill(user: Awaited<ReturnType<typeof renderAccountPage>>['user'], values: string[]) {
  const section = within(region('Password'));
  const labels = ['Current password', 'New password', 'Confirm new password'];
  for (const [i, label] of labels.entries())
    if (values[i]) await user.type(section.getByLabelText(label), values[i]);
  await user.click(section.getByRole('button', { name: 'Change password' }));
}

describe('account page: Password', () => {
  it('checks the current password is given, the rules and the confirmation', async () => {
    const { user } = await renderAccountPage(api);
    await fill(user, ['', 'short', 'other']);
    const section = within(region('Password'));
    expect(section.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    expect(section.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters long'),
    );
    expect(section.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(section.getByLabelText('Current password')).toHaveFocus();
    expect(api.requests.some((r) => r.url === '/account/password')).toBe(false);
  });

  it("shows 'Current password is incorrect.' under the current password", async () => {
    api.on(
      'PUT /account/password',
      apiError(400, 'WRONG_PASSWORD', 'Current password is incorrect.', {
        currentPassword: 'Current password is incorrect.',
      }),
    );
    const { user } = await renderAccountPage(api);
    await fill(user, ['not mine', 'long enough', 'long enough']);
    const current = within(region('Password')).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect.'));
    await waitFor(() => expect(current).toHaveFocus());
  });

  it('changes the password, says so and empties the form', async () => {
    api.on('PUT /account/password', { status: 204 });
    const toasts = collectToasts();
    const { user } = await renderAccountPage(api);
    await fill(user, ['old secret', 'new long secret', 'new long secret']);
    await waitFor(() =>
      expect(toasts.messages).toContain('Password changed. Your other browsers are signed out.'),
    );
    expect(api.requests.find((r) => r.url === '/account/password')?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'new long secret',
    });
    expect(within(region('Password')).getByLabelText('Current password')).toHaveValue('');
    toasts.stop();
  });

  it("tells a Facebook-only member to add a password through 'Forgot password?'", async () => {
    await renderAccountPage(api, { account: { hasPassword: false, facebookLinked: true } });
    const section = within(region('Password'));
    expect(section.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(region('Password')).toHaveTextContent("'Forgot password?'");
    expect(region('Password')).toHaveTextContent('otter@example.org');
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
