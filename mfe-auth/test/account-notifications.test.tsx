import { waitFor, within } from '@testing-library/react';
import {
  FAKE_VAPID_PUBLIC_KEY,
  fakeApiPerTest,
  installFakePush,
  uninstallFakePush,
} from '@journeys/shared/testing';
import { apiError, region, renderAccountPage } from './account-helpers';

const api = fakeApiPerTest();
afterEach(uninstallFakePush);

const section = async () => within(await waitFor(() => region('Notifications')));
const puts = (url: string) => api.requests.filter((r) => r.method === 'PUT' && r.url === url);

describe('account page: Notifications settings', () => {
  it('is a table of kinds by way, each checkbox named by its row and column', async () => {
    await renderAccountPage(api, {
      emailPreferences: { followed: false },
      pushPreferences: { reminders: false },
    });
    const s = await section();
    const table = await s.findByRole('table', { name: 'What you are notified about' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Notification', 'Email', 'Push']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.firstChild?.textContent),
    ).toEqual([
      'Replies to my comments',
      'Comments on my journey',
      'New updates on journeys I follow',
      'My update reminders',
      'Help calendar',
      'Weekly digest',
    ]);
    expect(s.getByRole('checkbox', { name: 'Replies to my comments, by email' })).toBeChecked();
    expect(s.getByRole('checkbox', { name: 'New updates on journeys I follow, by email' })).not.toBeChecked();
    expect(
      s.getByRole('checkbox', { name: 'New updates on journeys I follow, by push notification' }),
    ).toBeChecked();
    expect(s.getByRole('checkbox', { name: 'My update reminders, by push notification' })).not.toBeChecked();
    expect(s.getByRole('checkbox', { name: 'Weekly digest, by email' })).toHaveAccessibleDescription(
      'Once a week, the updates of the journeys you follow.',
    );
    // The digest is email only: no push checkbox, and it says so to a screen reader.
    expect(s.queryByRole('checkbox', { name: /Weekly digest, by push/ })).not.toBeInTheDocument();
    expect(s.getByText('Email only')).toBeInTheDocument();
    expect(s.getByRole('checkbox', { name: 'Help calendar, by email' })).toHaveAccessibleDescription(
      'Reminders of your slots, the day’s help, cancellations.',
    );
    expect(s.getByRole('checkbox', { name: 'Help calendar, by push notification' })).toBeChecked();
    expect(s.getAllByRole('checkbox')).toHaveLength(11);
  });

  it('saves one change: only that kind, only that way', async () => {
    api.on('PUT /account/push-preferences', {
      status: 200,
      body: { replies: true, comments: true, followed: false, reminders: true, help: true },
    });
    const { user } = await renderAccountPage(api);
    const s = await section();
    await user.click(
      await s.findByRole('checkbox', { name: 'New updates on journeys I follow, by push notification' }),
    );
    await user.click(s.getByRole('button', { name: 'Save' }));
    expect(await s.findByText('Notification settings saved.')).toHaveAttribute('role', 'status');
    expect(puts('/account/push-preferences').map((r) => r.body)).toEqual([{ followed: false }]);
    expect(puts('/account/email-preferences')).toEqual([]);
  });

  it('saves email and push changes together, and a later change from the saved state', async () => {
    api.on('PUT /account/email-preferences', {
      status: 200,
      body: { replies: false, comments: true, followed: true, reminders: true, help: true, digest: true },
    });
    api.on('PUT /account/push-preferences', (request) => ({
      status: 200,
      body: {
        replies: true,
        comments: true,
        followed: true,
        reminders: true,
        help: true,
        ...(request.body as object),
      },
    }));
    const { user } = await renderAccountPage(api);
    const s = await section();
    await user.click(await s.findByRole('checkbox', { name: 'Replies to my comments, by email' }));
    await user.click(s.getByRole('checkbox', { name: 'Weekly digest, by email' }));
    await user.click(s.getByRole('checkbox', { name: 'Comments on my journey, by push notification' }));
    await user.click(s.getByRole('button', { name: 'Save' }));
    await s.findByText('Notification settings saved.');
    expect(puts('/account/email-preferences').map((r) => r.body)).toEqual([{ replies: false, digest: true }]);
    expect(puts('/account/push-preferences').map((r) => r.body)).toEqual([{ comments: false }]);

    await user.click(s.getByRole('checkbox', { name: 'Comments on my journey, by push notification' }));
    expect(s.queryByText('Notification settings saved.')).not.toBeInTheDocument();
    await user.click(s.getByRole('button', { name: 'Save' }));
    await s.findByText('Notification settings saved.');
    expect(puts('/account/push-preferences').map((r) => r.body)).toEqual([
      { comments: false },
      { comments: true },
    ]);
    expect(puts('/account/email-preferences')).toHaveLength(1);
  });

  it('can be changed from the keyboard', async () => {
    const { user } = await renderAccountPage(api);
    const s = await section();
    const box = await s.findByRole('checkbox', { name: 'Replies to my comments, by push notification' });
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it("shows the server's message when saving fails", async () => {
    api.on(
      'PUT /account/push-preferences',
      apiError(429, 'RATE_LIMITED', 'Too many changes. Try again in a minute.'),
    );
    const { user } = await renderAccountPage(api);
    const s = await section();
    await user.click(await s.findByRole('checkbox', { name: 'My update reminders, by push notification' }));
    await user.click(s.getByRole('button', { name: 'Save' }));
    expect(await s.findByRole('alert')).toHaveTextContent('Too many changes. Try again in a minute.');
    expect(s.queryByText('Notification settings saved.')).not.toBeInTheDocument();
  });

  it('says so when the settings cannot be read', async () => {
    await renderAccountPage(api, {
      replies: { 'GET /account/push-preferences': apiError(500, 'INTERNAL_ERROR', 'Internal error') },
    });
    const s = await section();
    expect(await s.findByRole('alert')).toHaveTextContent('Failed to load your notification settings');
    expect(s.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('account page: push on this device', () => {
  it('asks the browser only after the tap on the exact button', async () => {
    const push = installFakePush();
    api.on('GET /push/public-key', { status: 200, body: { publicKey: FAKE_VAPID_PUBLIC_KEY } });
    api.on('POST /push/subscriptions', { status: 204 });
    const { user } = await renderAccountPage(api);
    const device = within(await waitFor(() => region('This device')));
    const button = await device.findByRole('button', { name: 'Turn on notifications on this device' });
    expect(push.permissionRequests).toBe(0);
    await user.click(button);
    expect(push.permissionRequests).toBe(1);
    expect(await device.findByText('Notifications are on for this device')).toBeInTheDocument();
    expect(device.getByRole('button', { name: 'Turn off on this device' })).toHaveFocus();
  });

  it('tells an iPhone in Safari to add the site to the Home Screen first', async () => {
    installFakePush({ device: 'iphone-tab' });
    await renderAccountPage(api);
    const device = within(await waitFor(() => region('This device')));
    expect(
      await device.findByText(
        'On iPhone, add this site to your Home Screen first: tap Share, then Add to Home Screen, then open it from there.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an API failure as an alert and leaves the device off', async () => {
    const push = installFakePush();
    api.on('GET /push/public-key', { status: 200, body: { publicKey: FAKE_VAPID_PUBLIC_KEY } });
    api.on(
      'POST /push/subscriptions',
      apiError(400, 'VALIDATION_FAILED', 'This device gave an incomplete push subscription'),
    );
    const { user } = await renderAccountPage(api);
    const device = within(await waitFor(() => region('This device')));
    await user.click(await device.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await device.findByRole('alert')).toHaveTextContent(
      'This device gave an incomplete push subscription',
    );
    expect(push.subscription).toBeNull();
    expect(push.unsubscribes).toBe(1);
  });
});
