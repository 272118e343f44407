import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FAKE_VAPID_PUBLIC_KEY,
  fakeApiPerTest,
  installFakePush,
  makeCurrentUser,
  renderWithRouter,
  signInAs,
  uninstallFakePush,
  useLanguageInTest,
} from '@journeys/shared/testing';
import NotificationsPage from '../src/exposes/notifications-page';
import { notificationPage } from './fixtures';

const api = fakeApiPerTest();
beforeEach(() => {
  signInAs(makeCurrentUser({ id: 1 }));
  api.on('GET /notifications', { status: 200, body: notificationPage([]) });
});
afterEach(uninstallFakePush);

const device = async () =>
  within(await screen.findByRole('region', { name: 'Notifications on this device' }));

describe('NotificationsPage: push on this device', () => {
  it('asks the browser only after the tap, and turns push on', async () => {
    const push = installFakePush();
    api.on('GET /push/public-key', { status: 200, body: { publicKey: FAKE_VAPID_PUBLIC_KEY } });
    api.on('POST /push/subscriptions', { status: 204 });
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    const part = await device();
    const button = await part.findByRole('button', { name: 'Turn on notifications on this device' });
    expect(push.permissionRequests).toBe(0);
    expect(api.requests.some((r) => r.url.startsWith('/push'))).toBe(false);

    await userEvent.click(button);
    expect(await part.findByText('Notifications are on for this device')).toBeInTheDocument();
    expect(push.permissionRequests).toBe(1);
    expect(part.getByRole('button', { name: 'Turn off on this device' })).toHaveFocus();
  });

  it('links to the per-kind settings on the account page', async () => {
    installFakePush();
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    const part = await device();
    await userEvent.click(
      part.getByRole('link', { name: 'Choose what you are notified about, by email and by push' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/account');
  });

  it('tells an iPhone in Safari to add the site to the Home Screen first', async () => {
    installFakePush({ device: 'iphone-tab' });
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    expect(
      await (
        await device()
      ).findByText(
        'On iPhone, add this site to your Home Screen first: tap Share, then Add to Home Screen, then open it from there.',
      ),
    ).toBeInTheDocument();
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    installFakePush({ permission: 'denied' });
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    const part = await device();
    expect(await part.findByText(/set Notifications to Allow/)).toBeInTheDocument();
    expect(part.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an API failure as an alert and leaves the device unsubscribed', async () => {
    const push = installFakePush();
    api.on('GET /push/public-key', {
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Push notifications are not set up on this site.',
      },
    });
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    const part = await device();
    await userEvent.click(await part.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await part.findByRole('alert')).toHaveTextContent(
      'Push notifications are not set up on this site.',
    );
    expect(push.subscription).toBeNull();
    expect(part.getByRole('button', { name: 'Turn on notifications on this device' })).toBeInTheDocument();
  });

  it('unsubscribes locally when the API refuses the subscription', async () => {
    const push = installFakePush();
    api.on('GET /push/public-key', { status: 200, body: { publicKey: FAKE_VAPID_PUBLIC_KEY } });
    api.on('POST /push/subscriptions', { status: 0 });
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    const part = await device();
    await userEvent.click(await part.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await part.findByRole('alert')).toBeInTheDocument();
    expect(push.unsubscribes).toBe(1);
    expect(push.subscription).toBeNull();
  });

  it('speaks Spanish', async () => {
    installFakePush();
    await useLanguageInTest('es');
    try {
      renderWithRouter(<NotificationsPage />, { route: '/notifications' });
      const part = within(await screen.findByRole('region', { name: 'Notificaciones en este dispositivo' }));
      expect(
        await part.findByRole('button', { name: 'Activar las notificaciones en este dispositivo' }),
      ).toBeInTheDocument();
    } finally {
      await useLanguageInTest('en');
    }
  });
});
