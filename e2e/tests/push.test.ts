// exercises: shell mfe-notifications mfe-comments
// Push on a device (docs/architecture.md §12), in Chromium with the site's service worker. Chromium's
// own push service cannot be reached from this machine, so THIS TEST ONLY stands in for the
// browser's PushManager: its subscription's endpoint is a push service the test runs on
// 127.0.0.1, with keys the test holds. Everything else is real: the tap asks the permission, the
// API stores the subscription, a comment on the member's journey makes the job queue send a Web
// Push (VAPID-signed, aes128gcm-encrypted) to that endpoint, the worker shows a push it is handed
// (through Chromium's DevTools protocol), and log-out drops the device. The API's own test
// (api/test/push.test.ts) decrypts the payload and checks what it holds.
import assert from 'node:assert/strict';
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { apiPost, createSurgeryViaApi, loginInPage, signUpMember } from '../src/members';
import { useSite } from '../src/use-site';

const WAIT = { timeout: 20_000 };
const COMMENT = 'Glad the swelling is down, see you at physio.';

interface Delivered {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1 that keeps what it is sent and answers 201, as a real one does. */
async function startPushService() {
  const delivered: Delivered[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      delivered.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    delivered,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The API keeps its connection to a push service alive; close would wait for it.
        server.closeAllConnections();
      }),
  };
}

const env = useSite();

describe('push on a device', () => {
  it('turns push on after the tap, receives a real Web Push for a comment, shows it, and drops the device at log-out', async () => {
    const service = await startPushService();
    after(() => service.close());
    const owner = await signUpMember(env.site);
    const friend = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const device = {
      endpoint: `${service.origin}/push/${randomBytes(8).toString('hex')}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };

    const { page, context } = await openPage(env.browser, { serviceWorkers: 'allow' });
    await context.grantPermissions(['notifications'], { origin: env.site.url });
    // The stand-in for Chromium's push service (see the top of this file).
    // A string, not a function: tsx's name-keeping helpers do not exist in the page.
    await context.addInitScript(`(() => {
      const subscription = ${JSON.stringify(device)};
      let current = null;
      const make = (options) => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        options,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      });
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options) => {
        current = make({ ...options, applicationServerKey: options.applicationServerKey.buffer });
        return current;
      };
    })();`);

    await loginInPage(page, owner, env.site.url);
    // The worker registers once the first page is idle; the notifications page then starts under it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
    await page.goto(`${env.site.url}/notifications`);
    await page.getByRole('button', { name: 'Turn on notifications on this device' }).click();
    await page
      .getByText('Notifications are on for this device')
      .waitFor(WAIT)
      .catch(async (error: unknown) => {
        throw new Error(`${String(error)}\n${await page.locator('#main').innerText()}`);
      });

    await apiPost('/comment', { reviewId: surgery.id, text: COMMENT }, friend.token);
    const started = Date.now();
    while (service.delivered.length === 0 && Date.now() - started < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const [push] = service.delivered;
    assert.ok(push, 'a push reached the device’s endpoint');
    assert.equal(push.path, new URL(device.endpoint).pathname);
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    assert.match(String(push.headers.authorization), /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    assert.ok(!push.body.includes(Buffer.from('swelling')), 'the payload is encrypted');

    // The worker shows what a push carries, and nothing else.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) => {
      registrations.push(...event.registrations);
    });
    await cdp.send('ServiceWorker.enable');
    const deadline = Date.now() + 10_000;
    while (!registrations.some((r) => r.scopeURL === `${env.site.url}/`) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const ours = registrations.find((r) => r.scopeURL === `${env.site.url}/`);
    assert.ok(ours, `the worker's registration: ${JSON.stringify(registrations)}`);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: env.site.url,
      registrationId: ours.registrationId,
      data: JSON.stringify({
        title: 'New comment on your journey',
        url: `/surgeries?surgery=${surgery.id}`,
        tag: `surgery-${surgery.id}`,
      }),
    });
    const shownNotification = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const [notification] = await registration.getNotifications();
        return notification
          ? { title: notification.title, body: notification.body, data: notification.data as unknown }
          : null;
      });
    let shown = await shownNotification();
    for (let i = 0; i < 100 && shown === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      shown = await shownNotification();
    }
    assert.deepEqual(shown, {
      title: 'New comment on your journey',
      body: '',
      data: { url: `/surgeries?surgery=${surgery.id}` },
    });

    await page.getByRole('button', { name: `Account menu for ${owner.username}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor(WAIT);
    await page.waitForFunction(
      async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null,
      undefined,
      WAIT,
    );
    await context.close();
  });
});
