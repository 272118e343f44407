import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { otherBrowser, region, renderAccountPage, thisBrowser } from './account-helpers';

const api = fakeApiPerTest();

describe('account page: Sessions', () => {
  it('lists each browser with device, browser and last seen, marking this one', async () => {
    await renderAccountPage(api);
    const section = within(region('Sessions'));
    const mine = await section.findByRole('listitem', { name: 'Chrome on Mac' });
    expect(mine).toHaveTextContent('This browser');
    expect(within(mine).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    const other = section.getByRole('listitem', { name: 'Safari on iPhone' });
    expect(other).toHaveTextContent('Last seen Nov 20, 2026');
    expect(within(other).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs one other browser out and reloads the list', async () => {
    api.on('DELETE /account/sessions/:id', { status: 204 });
    const { user } = await renderAccountPage(api);
    const other = await within(region('Sessions')).findByRole('listitem', { name: 'Safari on iPhone' });
    api.on('GET /account/sessions', { status: 200, body: { sessions: [thisBrowser] } });
    await user.click(within(other).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).not.toBeInTheDocument(),
    );
    expect(
      api.requests.some((r) => r.method === 'DELETE' && r.url === `/account/sessions/${otherBrowser.id}`),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it("signs out every other browser with 'Sign out everywhere else'", async () => {
    api.on('POST /account/sessions/revoke-others', { status: 204 });
    const { user } = await renderAccountPage(api);
    await within(region('Sessions')).findByRole('listitem', { name: 'Safari on iPhone' });
    api.on('GET /account/sessions', { status: 200, body: { sessions: [thisBrowser] } });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Safari on iPhone' })).not.toBeInTheDocument(),
    );
    expect(api.requests.some((r) => r.url === '/account/sessions/revoke-others')).toBe(true);
  });
});
