import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FAKE_VAPID_PUBLIC_KEY,
  fakeApiPerTest,
  installFakePush,
  uninstallFakePush,
  useLanguageInTest,
} from '@journeys/shared/testing';
import { DevicePush } from '..';

const api = fakeApiPerTest();
afterEach(uninstallFakePush);

const TURN_ON = 'Turn on notifications on this device';
const serverKey = () =>
  api.on('GET /push/public-key', { status: 200, body: { publicKey: FAKE_VAPID_PUBLIC_KEY } });

describe('DevicePush', () => {
  it('asks the permission only after the tap, then says it is on and offers to turn it off', async () => {
    const push = installFakePush();
    serverKey();
    api.on('POST /push/subscriptions', { status: 204, delayMs: 20 });
    render(<DevicePush />);
    const button = await screen.findByRole('button', { name: TURN_ON });
    expect(push.permissionRequests).toBe(0);

    await userEvent.click(button);
    expect(push.permissionRequests).toBe(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Turning on notifications...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    const off = await screen.findByRole('button', { name: 'Turn off on this device' });
    expect(screen.getByText('Notifications are on for this device')).toBeInTheDocument();
    // Focus follows the switch instead of falling to the page.
    expect(off).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns off from the keyboard', async () => {
    installFakePush({ permission: 'granted', subscribed: true });
    api.on('DELETE /push/subscriptions', { status: 204 });
    render(<DevicePush />);
    const off = await screen.findByRole('button', { name: 'Turn off on this device' });
    off.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: TURN_ON })).toHaveFocus();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /push/subscriptions']);
  });

  it('tells an iPhone in Safari to add the site to the Home Screen, with no button', async () => {
    installFakePush({ device: 'iphone-tab' });
    render(<DevicePush />);
    expect(
      await screen.findByText(
        'On iPhone, add this site to your Home Screen first: tap Share, then Add to Home Screen, then open it from there.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    installFakePush({ permission: 'denied' });
    render(<DevicePush />);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toHaveTextContent(
      /set Notifications to Allow/,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves to the blocked help when the tap is answered with a refusal', async () => {
    installFakePush({ answer: 'denied' });
    render(<DevicePush />);
    await userEvent.click(await screen.findByRole('button', { name: TURN_ON }));
    expect(await screen.findByText(/Notifications are blocked for this site/)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says plainly when the browser has no push', async () => {
    installFakePush({ device: 'no-push' });
    render(<DevicePush />);
    expect(
      await screen.findByText(
        'This browser cannot show notifications from this site. Your email notifications still work.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the API's refusal as an alert and leaves the device unsubscribed", async () => {
    const push = installFakePush();
    serverKey();
    api.on('POST /push/subscriptions', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'Too many tries. Wait a minute.',
      },
    });
    render(<DevicePush />);
    const button = await screen.findByRole('button', { name: TURN_ON });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Wait a minute.');
    expect(push.unsubscribes).toBe(1);
    expect(push.subscription).toBeNull();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveFocus();
  });

  it('says when no service worker is there to subscribe with', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      installFakePush({ worker: false });
      render(<DevicePush />);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
      await user.click(await screen.findByRole('button', { name: TURN_ON }));
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This browser could not get the site ready for notifications. Reload the page and try again.',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks Spanish', async () => {
    installFakePush({ device: 'iphone-tab' });
    await useLanguageInTest('es');
    try {
      render(<DevicePush />);
      expect(await screen.findByText(/^En el iPhone, primero agregue este sitio/)).toBeInTheDocument();
    } finally {
      await useLanguageInTest('en');
    }
  });
});
