import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@journeys/shared/events';
import { fakeApiPerTest, renderWithRouter, signInAs } from '@journeys/shared/testing';
import HelpPage from '../src/exposes/help-page';
import {
  CAREGIVER_TOKEN,
  CAREGIVING,
  DEAD_TOKEN,
  HELPER_TOKEN,
  HELPING,
  READER,
} from '../src/fixtures/help-fixtures';
import { serveFixtureApi } from './fixture-server';

const api = fakeApiPerTest();
beforeEach(() => {
  serveFixtureApi(api);
  sessionStorage.clear();
});

const openInvite = (token: string) => {
  const user = userEvent.setup();
  renderWithRouter(<HelpPage />, { route: `/help-invite#${token}`, path: '/help-invite' });
  return user;
};
const location = () => screen.getByTestId('location');

describe('the invite page', () => {
  it("shows a member who asks for help, and 'Join' leads to the calendar", async () => {
    signInAs(READER);
    const user = openInvite(HELPER_TOKEN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'noor_hip asks for help after surgery' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/help/${HELPING}`));
    // The token goes in the bodies only.
    const calls = api.requests.map((r) => ({ call: `${r.method} ${r.url}`, body: r.body }));
    expect(calls).toEqual([
      { call: 'POST /help/invites/preview', body: { token: HELPER_TOKEN } },
      { call: 'POST /help/invites/accept', body: { token: HELPER_TOKEN } },
    ]);
  });

  it("offers 'Accept' for a caregiver invitation", async () => {
    signInAs(READER);
    const user = openInvite(CAREGIVER_TOKEN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'lee_knee invites you to be a caregiver' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(location()).toHaveTextContent(`/help/${CAREGIVING}`));
  });

  it.each([
    ['stopped', DEAD_TOKEN],
    ['made up', 'nothing-like-a-token'],
  ])('says a %s link no longer works', async (_, token) => {
    signInAs(READER);
    openInvite(token);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invite link no longer works. Ask for a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says the same for an address without a token', async () => {
    signInAs(READER);
    renderWithRouter(<HelpPage />, { route: '/help-invite', path: '/help-invite' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link no longer works.');
    expect(api.requests).toHaveLength(0);
  });

  it('asks a visitor to log in first, then carries on', async () => {
    const user = openInvite(HELPER_TOKEN);
    expect(
      await screen.findByText('Log in or create an account to open this invitation.'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    const prompts: unknown[] = [];
    const stop = eventBus.on('login:prompt', (payload) => prompts.push(payload));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    stop();
    expect(prompts).toEqual([{ loginRequired: true }]);
    act(() => signInAs(READER));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'noor_hip asks for help after surgery' }),
    ).toBeInTheDocument();
  });

  it('takes the token out of the address and keeps it for the tab while the visitor logs in', async () => {
    openInvite(HELPER_TOKEN);
    await screen.findByText('Log in or create an account to open this invitation.');
    expect(sessionStorage.getItem('help-invite-token')).toBe(HELPER_TOKEN);
  });
});
