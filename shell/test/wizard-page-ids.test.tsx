import { screen } from '@testing-library/react';
import { installFakeApi, makeCurrentUser, signInAs, signOut, type FakeApi } from '@journeys/shared/testing';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

let api: FakeApi;
beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
  remoteLoaders.set('notifications/NotificationBell', async () => ({ default: () => null }));
  remoteLoaders.set('wizard/UpdateWizard', async () => ({ default: () => <p>update form</p> }));
  api = installFakeApi();
  signInAs(makeCurrentUser());
});
afterEach(() => {
  api.restore();
  signOut();
});

it.each(['/1e3/update', '/01/update', '/0x10/update', '/update/1e3/edit', '/update/2147483648/edit'])(
  'reads %s with the strict id parser: nothing is there',
  async (address) => {
    renderApp(address);
    expect(await screen.findByText('There is nothing at this address.')).toBeInTheDocument();
    expect(screen.queryByText('update form')).not.toBeInTheDocument();
  },
);

it('opens the update form for a canonical id', async () => {
  renderApp('/1000/update');
  expect(await screen.findByText('update form')).toBeInTheDocument();
});
