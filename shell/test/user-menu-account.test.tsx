import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeCurrentUser, signInAs } from '@journeys/shared/testing';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

fakeApiPerTest();
beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('feed/Feed', async () => ({ default: () => <p>feed remote content</p> }));
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
  remoteLoaders.set('notifications/NotificationBell', async () => ({ default: () => null }));
  remoteLoaders.set('auth/AccountPage', async () => ({ default: () => <p>account page content</p> }));
});

describe("the user menu's Account and Help calendars links", () => {
  it('takes a member to /account and closes the menu', async () => {
    signInAs(makeCurrentUser({ username: 'brave_otter3' }));
    const app = renderApp('/surgeries');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for brave_otter3' }));
    const link = screen.getByRole('link', { name: 'Account' });
    expect(link).toHaveAttribute('href', '/account');
    await userEvent.click(link);
    expect(await screen.findByText('account page content')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/account');
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('lists the help calendars, at /help', async () => {
    remoteLoaders.set('help/HelpPage', async () => ({ default: () => <p>help calendars content</p> }));
    signInAs(makeCurrentUser({ username: 'brave_otter3' }));
    const app = renderApp('/surgeries');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for brave_otter3' }));
    await userEvent.click(screen.getByRole('link', { name: 'Help calendars' }));
    expect(await screen.findByText('help calendars content')).toBeInTheDocument();
    expect(app.currentPath()).toBe('/help');
  });

  it('sends a visitor who opens /account to the landing page', async () => {
    const app = renderApp('/account');
    await waitFor(() => expect(app.currentPath()).toBe('/'));
    expect(screen.queryByText('account page content')).not.toBeInTheDocument();
  });
});
