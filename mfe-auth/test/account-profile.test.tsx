import { screen, waitFor, within } from '@testing-library/react';
import { queryKeys } from '@journeys/shared/query';
import { useSession } from '@journeys/shared/session';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { apiError, collectToasts, member, region, renderAccountPage } from './account-helpers';

const api = fakeApiPerTest();

describe('account page: Profile', () => {
  it('shows every section as a labelled region with its heading', async () => {
    await renderAccountPage(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    for (const name of ['Profile', 'Password', 'Email', 'Sessions', 'Download my data', 'Delete account'])
      expect(within(region(name)).getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('starts from the current username and colour', async () => {
    await renderAccountPage(api);
    const profile = within(region('Profile'));
    expect(profile.getByLabelText('Username')).toHaveValue('brave_otter3');
    expect(profile.getByRole('group', { name: 'Background colour' })).toBeInTheDocument();
    expect(profile.getByRole('radio', { name: 'Light Blue' })).toBeChecked();
  });

  it("applies sign-up's username rules and focuses the field", async () => {
    const { user } = await renderAccountPage(api);
    const field = within(region('Profile')).getByLabelText('Username');
    await user.clear(field);
    await user.type(field, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Username must be at least 3 characters'),
    );
    expect(field).toHaveFocus();
    expect(api.requests.some((r) => r.url === '/account/profile')).toBe(false);
  });

  it("shows 'Username is already taken' under the field", async () => {
    api.on(
      'PUT /account/profile',
      apiError(409, 'USERNAME_TAKEN', 'Username is already taken', { username: 'Username is already taken' }),
    );
    const { user } = await renderAccountPage(api);
    const field = within(region('Profile')).getByLabelText('Username');
    await user.clear(field);
    await user.type(field, 'taken_name');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Username is already taken')),
    );
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('saves, updates the signed-in member at once and reloads cards and threads', async () => {
    const saved = { ...member, username: 'calm_heron', background: '#c8e6c9' };
    api.on('PUT /account/profile', { status: 200, body: saved });
    api.on('GET /patient/me', { status: 200, body: saved });
    const toasts = collectToasts();
    const { user, client } = await renderAccountPage(api);
    client.setQueryData(queryKeys.reviews.list({}), { pages: [] });
    client.setQueryData(queryKeys.comments.thread(3, member.id), []);
    const field = within(region('Profile')).getByLabelText('Username');
    await user.clear(field);
    await user.type(field, 'calm_heron');
    await user.click(screen.getByRole('radio', { name: 'Light Green' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(useSession.getState().user?.username).toBe('calm_heron'));
    expect(api.requests.find((r) => r.url === '/account/profile')?.body).toEqual({
      username: 'calm_heron',
      background: '#c8e6c9',
    });
    expect(useSession.getState().user?.background).toBe('#c8e6c9');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({
      username: 'calm_heron',
    });
    await waitFor(() => expect(toasts.messages).toContain('Profile saved'));
    expect(client.getQueryState(queryKeys.reviews.list({}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.comments.thread(3, member.id))?.isInvalidated).toBe(true);
    expect(within(region('Profile')).getByLabelText('Username')).toHaveValue('calm_heron');
    toasts.stop();
  });
});
