import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { RemoteComponent } from '../src/remotes/remote-component';
import remoteFallbackPlugin from '../src/remotes/remote-fallback-plugin';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

/** What the federation runtime hands the plugin when a remote's manifest cannot be fetched. */
function reportManifestFailure(name: string) {
  const args = {
    id: `http://localhost:3001/mf-manifest.json`,
    error: new TypeError('Failed to fetch'),
    from: 'runtime',
    lifecycle: 'afterResolve',
    remote: { name, entry: 'http://localhost:3001/mf-manifest.json', type: 'global' },
  } as unknown as ErrorArgs;
  return remoteFallbackPlugin().errorLoadRemote?.(args);
}

// No request leaves the test: anything unscripted answers 404.
fakeApiPerTest();
beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
});

it('shows the fallback with Retry as soon as the runtime reports a remote that cannot load', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The loader never settles: without the plugin's report the area would wait for its timeout.
  remoteLoaders.set('feed/Feed', () => new Promise(() => undefined));
  renderApp('/surgeries');
  expect(await screen.findByText('Loading…')).toBeInTheDocument();

  await act(async () => {
    await reportManifestFailure('feed');
  });

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The feed is unavailable right now.');
  remoteLoaders.set('feed/Feed', async () => ({ default: () => <p>feed is back</p> }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('feed is back')).toBeInTheDocument();
});

// Runs after the feed has loaded above: a loaded remote stays cached for the page.
it('leaves the areas of other remotes alone', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  remoteLoaders.set('comments/Comments', () => new Promise(() => undefined));
  render(
    <RemoteComponent
      id="comments/Comments"
      props={{ reviewId: 1, reviewOwnerId: 1, commentCount: 0 }}
      label="Comments"
    />,
  );
  expect(await screen.findByText('Loading…')).toBeInTheDocument();

  await act(async () => {
    await reportManifestFailure('feed');
  });

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Loading…')).toBeInTheDocument();
});
