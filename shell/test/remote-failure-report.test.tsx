import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeCurrentUser, signInAs } from '@journeys/shared/testing';
import { registerAllRemotes } from '../src/remotes/load-remote-module';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

const api = fakeApiPerTest();
const reports = () =>
  api.requests
    .filter((r) => r.method === 'POST' && r.url === '/client-events/remote-failure')
    .map((r) => r.body);

beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
  remoteLoaders.set('notifications/NotificationBell', async () => ({ default: () => <span>bell</span> }));
  api.on('POST /client-events/remote-failure', { status: 204 });
});

// Each test uses a remote no earlier test reported: reports are once per remote per page load.
it('reports a remote that fails to load once, with its release, however often Retry fails', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  registerAllRemotes({
    remotes: { feed: 'http://localhost:3001/releases/0.2.0%2B0badc0de/remoteEntry.js' },
    releases: { feed: { version: '0.2.0+0badc0de', base: 'http://localhost:3001/releases/' } },
  });
  renderApp('/surgeries');
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
  expect(alert).toHaveTextContent('The feed is unavailable right now.');
  expect(reports()).toEqual([{ remote: 'feed', version: '0.2.0+0badc0de', phase: 'load' }]);

  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toBeInTheDocument();
  expect(reports()).toHaveLength(1);
  // The header around the failed area still works.
  expect(screen.getByRole('button', { name: '+ Surgery' })).toBeInTheDocument();
}, 60_000);

it('reports a remote that throws while rendering, and the rest of the page keeps working', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signInAs(makeCurrentUser());
  remoteLoaders.set('notifications/NotificationsPage', async () => ({
    default: () => {
      throw new Error('broken release');
    },
  }));
  renderApp('/notifications');
  expect(await screen.findByText('Notifications is unavailable right now.')).toBeInTheDocument();
  expect(reports()).toEqual([{ remote: 'notifications', phase: 'render' }]);
  expect(screen.getByText('bell')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

it('shows the fallback even when the report itself is refused', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  api.on('POST /client-events/remote-failure', { status: 503 });
  signInAs(makeCurrentUser());
  renderApp('/create-review');
  const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
  expect(alert).toHaveTextContent(/is unavailable right now\./);
  expect(reports()).toEqual([{ remote: 'wizard', phase: 'load' }]);
  expect(screen.getByText('bell')).toBeInTheDocument();
}, 30_000);
