// The installed app's 'Add an update' shortcut (docs/product.md §2): /update takes a member to the
// one place that fits their journeys.
import { screen, waitFor } from '@testing-library/react';
import { fakeApiPerTest, makeCurrentUser, makeReview, signInAs, signOut } from '@journeys/shared/testing';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

const api = fakeApiPerTest();
const member = makeCurrentUser({ id: 7 });
beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
  remoteLoaders.set('notifications/NotificationBell', async () => ({ default: () => null }));
  remoteLoaders.set('wizard/UpdateWizard', async () => ({ default: () => <p>update form</p> }));
  remoteLoaders.set('wizard/SurgeryWizard', async () => ({ default: () => <p>new surgery</p> }));
  remoteLoaders.set('feed/Feed', async () => ({ default: () => <p>their journeys</p> }));
  signInAs(member);
});
afterEach(() => signOut());

const journeys = (count: number) => ({
  status: 200,
  body: {
    reviews: Array.from({ length: count }, (_, i) => makeReview({ id: 40 + i })),
    nextCursor: null,
    total: count,
  },
});

it('opens the update form of the member’s one journey, asking for their journeys only', async () => {
  api.on('GET /reviews', journeys(1));
  const app = renderApp('/update');
  expect(await screen.findByText('update form')).toBeInTheDocument();
  expect(app.currentPath()).toBe('/40/update');
  expect(api.requests.find((r) => r.url === '/reviews')?.params).toMatchObject({ user: 7, limit: 2 });
});

it('opens the surgery form for a member with no journey yet', async () => {
  api.on('GET /reviews', journeys(0));
  const app = renderApp('/update');
  expect(await screen.findByText('new surgery')).toBeInTheDocument();
  expect(app.currentPath()).toBe('/create-review');
});

it('lists the journeys of a member with several, and does the same when the API cannot answer', async () => {
  api.on('GET /reviews', journeys(2));
  const app = renderApp('/update');
  await waitFor(() => expect(app.currentPath()).toBe('/surgeries/'));
  app.unmount();
  api.on('GET /reviews', { status: 503, body: { statusCode: 503, error: 'x', message: 'down' } });
  const again = renderApp('/update');
  await waitFor(() => expect(again.currentPath()).toBe('/surgeries/'));
});
