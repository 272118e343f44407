import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@journeys/shared/session';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { location } from './helpers';
import { apiError, collectToasts, renderAccountPage } from './account-helpers';

const api = fakeApiPerTest();

async function openDialog() {
  const page = await renderAccountPage(api);
  await page.user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete account' });
  return { ...page, dialog: within(dialog) };
}

describe('account page: Delete account', () => {
  it("opens a dialog that arms only once a choice is made and 'delete' is typed", async () => {
    const { user, dialog } = await openDialog();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    expect(dialog.getByRole('group', { name: 'Your surgeries and updates' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: 'Delete my surgeries and updates' })).not.toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Keep them anonymised' })).not.toBeChecked();
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByLabelText('Type delete to confirm'), 'delete');
    expect(confirm).toBeDisabled();
    await user.click(dialog.getByRole('radio', { name: 'Keep them anonymised' }));
    expect(confirm).toBeEnabled();
    await user.type(dialog.getByLabelText('Type delete to confirm'), 'd');
    expect(confirm).toBeDisabled();
  });

  it('closes on Cancel, giving focus back to the button', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
  });

  it.each([
    ['Keep them anonymised', 'anonymise'],
    ['Delete my surgeries and updates', 'delete'],
  ])(
    "erases the account with '%s', clears the session and lands on the landing page",
    async (label, choice) => {
      api.on('DELETE /account', { status: 204 });
      const toasts = collectToasts();
      const { user, dialog } = await openDialog();
      await user.click(dialog.getByRole('radio', { name: label }));
      await user.type(dialog.getByLabelText('Type delete to confirm'), 'delete');
      await user.click(dialog.getByRole('button', { name: 'Delete account' }));

      await waitFor(() => expect(location()).toBe('/'));
      expect(api.requests.find((r) => r.method === 'DELETE' && r.url === '/account')?.body).toEqual({
        confirm: 'delete',
        surgeries: choice,
      });
      expect(useSession.getState().user).toBeNull();
      expect(window.localStorage.getItem('authToken')).toBeNull();
      // The erased session is not revoked again: that request would only fail.
      expect(api.requests.some((r) => r.url === '/logout')).toBe(false);
      await waitFor(() => expect(toasts.messages).toContain('Your account was deleted'));
      toasts.stop();
    },
  );

  it("keeps the member signed in and shows the server's message when erasure fails", async () => {
    api.on('DELETE /account', apiError(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.'));
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'Keep them anonymised' }));
    await user.type(dialog.getByLabelText('Type delete to confirm'), 'delete');
    await user.click(dialog.getByRole('button', { name: 'Delete account' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    expect(useSession.getState().user).not.toBeNull();
    expect(location()).toBe('/account');
  });
});
