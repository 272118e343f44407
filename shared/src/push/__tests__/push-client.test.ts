import { isApiError } from '@journeys/shared/api';
import {
  FAKE_PUSH_SUBSCRIPTION,
  FAKE_VAPID_PUBLIC_KEY,
  fakeApiPerTest,
  installFakePush,
  uninstallFakePush,
} from '@journeys/shared/testing';
import { devicePushState, isPushSetupError, turnOffPush, turnOnPush } from '..';
import { applicationServerKey } from '../application-server-key';

const api = fakeApiPerTest();
afterEach(uninstallFakePush);

const serverKey = () =>
  api.on('GET /push/public-key', { status: 200, body: { publicKey: FAKE_VAPID_PUBLIC_KEY } });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('devicePushState', () => {
  it('is unsupported without web push', async () => {
    installFakePush({ device: 'no-push' });
    expect(await devicePushState()).toBe('unsupported');
  });

  it('asks an iPhone in a Safari tab to add the site to the Home Screen first', async () => {
    installFakePush({ device: 'iphone-tab' });
    expect(await devicePushState()).toBe('needs-install');
  });

  it('treats the site opened from the Home Screen like any browser', async () => {
    installFakePush({ device: 'iphone-app' });
    expect(await devicePushState()).toBe('off');
  });

  it('is denied once the browser blocks the site', async () => {
    installFakePush({ permission: 'denied' });
    expect(await devicePushState()).toBe('denied');
  });

  it('is on only with the permission and a subscription', async () => {
    installFakePush({ permission: 'granted' });
    expect(await devicePushState()).toBe('off');
    installFakePush({ permission: 'granted', subscribed: true });
    expect(await devicePushState()).toBe('on');
    installFakePush({ permission: 'default', subscribed: true });
    expect(await devicePushState()).toBe('off');
  });

  it('asks nothing of the person', async () => {
    const push = installFakePush();
    await devicePushState();
    expect(push.permissionRequests).toBe(0);
  });
});

describe('turnOnPush', () => {
  it('asks, subscribes with the site key and tells the API this device', async () => {
    const push = installFakePush();
    serverKey();
    api.on('POST /push/subscriptions', { status: 204 });
    await turnOnPush();
    expect(push.permissionRequests).toBe(1);
    expect(push.subscribeCalls).toEqual([
      { userVisibleOnly: true, applicationServerKey: applicationServerKey(FAKE_VAPID_PUBLIC_KEY) },
    ]);
    const saved = api.requests.find((r) => r.method === 'POST' && r.url === '/push/subscriptions');
    expect(saved?.body).toEqual(FAKE_PUSH_SUBSCRIPTION);
    expect(await devicePushState()).toBe('on');
  });

  it('keeps a subscription made with the same key, and replaces one made with another', async () => {
    const push = installFakePush({ permission: 'granted', subscribed: true });
    serverKey();
    api.on('POST /push/subscriptions', { status: 204 });
    await turnOnPush();
    expect(push.subscribeCalls).toHaveLength(0);

    const rotated = installFakePush({ permission: 'granted', subscribed: true });
    api.on('GET /push/public-key', { status: 200, body: { publicKey: `B${'Z'.repeat(86)}` } });
    await turnOnPush();
    expect(rotated.unsubscribes).toBe(1);
    expect(rotated.subscribeCalls).toHaveLength(1);
  });

  it('stops at a refusal, asking the API nothing', async () => {
    installFakePush({ answer: 'denied' });
    const error = await rejection(turnOnPush());
    expect(isPushSetupError(error) && error.reason).toBe('denied');
    expect(api.requests).toHaveLength(0);
    expect(await devicePushState()).toBe('denied');
  });

  it('says when the question was closed without an answer', async () => {
    installFakePush({ answer: 'default' });
    const error = await rejection(turnOnPush());
    expect(isPushSetupError(error) && error.reason).toBe('dismissed');
  });

  it('gives up waiting for a service worker that is not there', async () => {
    installFakePush({ worker: false });
    const error = await rejection(turnOnPush({ readyTimeoutMs: 20 }));
    expect(isPushSetupError(error) && error.reason).toBe('no-worker');
  });

  it("says so when the browser's push service fails", async () => {
    installFakePush({ subscribeFails: true });
    serverKey();
    const error = await rejection(turnOnPush());
    expect(isPushSetupError(error) && error.reason).toBe('subscribe-failed');
  });

  it('unsubscribes the device again when the API refuses it', async () => {
    const push = installFakePush();
    serverKey();
    api.on('POST /push/subscriptions', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'This device gave an incomplete push subscription',
      },
    });
    const error = await rejection(turnOnPush());
    expect(isApiError(error) && error.message).toBe('This device gave an incomplete push subscription');
    expect(push.unsubscribes).toBe(1);
    expect(push.subscription).toBeNull();
    expect(await devicePushState()).toBe('off');
  });

  it("passes on the API's word when the site has no push keys", async () => {
    const push = installFakePush();
    api.on('GET /push/public-key', {
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Push notifications are not set up on this site.',
      },
    });
    const error = await rejection(turnOnPush());
    expect(isApiError(error) && error.status).toBe(503);
    expect(push.subscribeCalls).toHaveLength(0);
  });
});

describe('turnOffPush', () => {
  it('tells the API first, then drops the subscription', async () => {
    const push = installFakePush({ permission: 'granted', subscribed: true });
    api.on('DELETE /push/subscriptions', () => {
      // The API is told while the device still holds its subscription.
      expect(push.subscription).not.toBeNull();
      return { status: 204 };
    });
    await turnOffPush();
    expect(api.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['DELETE', '/push/subscriptions', { endpoint: FAKE_PUSH_SUBSCRIPTION.endpoint }],
    ]);
    expect(push.subscription).toBeNull();
    expect(await devicePushState()).toBe('off');
  });

  it('keeps the device on when the API cannot be told', async () => {
    const push = installFakePush({ permission: 'granted', subscribed: true });
    api.on('DELETE /push/subscriptions', {
      status: 500,
      body: { statusCode: 500, error: 'x', message: 'Something went wrong' },
    });
    await expect(turnOffPush()).rejects.toThrow('Something went wrong');
    expect(push.unsubscribes).toBe(0);
    expect(await devicePushState()).toBe('on');
  });

  it('has nothing to do on a device that is off', async () => {
    installFakePush({ permission: 'granted' });
    await turnOffPush();
    expect(api.requests).toHaveLength(0);
  });
});
