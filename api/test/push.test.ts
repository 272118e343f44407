/**
 * Push notifications end to end on the real queue: a device subscribes through the API, an event
 * (a comment, a reply, a followed update, a reminder) queues a push, the app's own worker sends it
 * with web-push to a local push endpoint (test/helpers/push-endpoint.ts), which checks the VAPID
 * JWT and decrypts the payload with the device's private key, as the browser would.
 */
import { PUSH_KINDS, type PushMessage } from '@journeys/shared/domain';
import { exportAccount } from '../src/features/account/account-export';
import { createSession } from '../src/features/auth/sessions';
import { queuePushes, reminderPush } from '../src/features/push';
import { PUSH_FANOUT_JOB, PUSH_SEND_JOB } from '../src/features/push/push-job';
import { MAX_DEVICES_PER_MEMBER } from '../src/features/push/push-subscriptions';
import { loadConfig } from '../src/platform/config';
import { jobsSettled } from './helpers/jobs-settled';
import { makeModerator } from './helpers/moderation';
import {
  decryptPush,
  startPushEndpoint,
  verifyVapid,
  type PushEndpoint,
  type ReceivedPush,
  type TestDevice,
} from './helpers/push-endpoint';
import { BACKENDS, startTestApp, type Member, type TestApp } from './helpers/test-app';
import { TEST_VAPID_SUBJECT, testVapidKeys } from './helpers/vapid';
import { createReview, deleteAccount, postComment, postUpdate } from './helpers/writes';

const MIN = 60_000;

describe.each(BACKENDS)('push notifications (%s)', (backend) => {
  const vapid = testVapidKeys();
  let t: TestApp;
  let endpoint: PushEndpoint;
  let now = Date.now();

  beforeAll(async () => {
    endpoint = await startPushEndpoint();
    t = await startTestApp(backend, {
      clock: () => new Date(now),
      config: {
        push: { vapid, allowLoopbackHttp: true },
        jobs: { ...loadConfig({}).jobs, pollSeconds: 0.5, retryDelaySeconds: 1 },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await endpoint?.close();
  });
  beforeEach(() => {
    // Each test starts well past the folding window of the one before.
    now += 60 * MIN;
    endpoint.answer(201);
  });

  const subscribe = (m: Member, device: TestDevice, auth = m.auth) =>
    t.app.inject({ method: 'POST', url: '/push/subscriptions', headers: auth, payload: device.subscription });
  /** A member with one device that has push on. */
  async function memberWithDevice(): Promise<{ member: Member; device: TestDevice }> {
    const member = await t.member();
    const device = endpoint.device();
    expect((await subscribe(member, device)).statusCode).toBe(204);
    return { member, device };
  }
  /** Every push the events so far caused has been sent, dropped or given up on. */
  async function settled(): Promise<void> {
    await jobsSettled(t, PUSH_FANOUT_JOB);
    await jobsSettled(t, PUSH_SEND_JOB);
  }
  const pushesTo = (device: TestDevice): ReceivedPush[] =>
    endpoint.received.filter((push) => `${endpoint.origin}${push.path}` === device.subscription.endpoint);
  const messagesOf = (device: TestDevice): PushMessage[] =>
    pushesTo(device).map(
      (push) => JSON.parse(decryptPush(push.body, device).toString('utf8')) as PushMessage,
    );
  const devicesOf = async (m: Member) =>
    t.database.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'session_id'])
      .where('user_id', '=', m.id)
      .execute();

  it('answers the public key browsers subscribe with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/push/public-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('sends a comment push the device can verify and decrypt, with no health detail in it', async () => {
    const { member: owner, device } = await memberWithDevice();
    const alice = await t.member();
    const review = await createReview(t, owner);
    const secret = 'My knee replacement with Dr. Doe still hurts, pain 8 of 10';
    const comment = await postComment(t.app, alice, review.id, secret);
    await settled();

    const [push, ...more] = pushesTo(device);
    expect(more).toEqual([]);
    if (!push) throw new Error('no push arrived');
    const { claims, publicKey } = verifyVapid(push.headers.authorization);
    expect(publicKey).toBe(vapid.publicKey);
    expect(claims.aud).toBe(endpoint.origin);
    expect(claims.sub).toBe(TEST_VAPID_SUBJECT);
    const secondsLeft = claims.exp - Math.floor(Date.now() / 1000);
    expect(secondsLeft).toBeGreaterThan(0);
    expect(secondsLeft).toBeLessThanOrEqual(24 * 60 * 60);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('normal');
    expect(push.headers.topic).toBe(`comments-${review.id}`);

    const plain = decryptPush(push.body, device).toString('utf8');
    expect(JSON.parse(plain)).toStrictEqual({
      title: 'New comment on your journey',
      url: `/surgeries?surgery=${review.id}&comment=${comment.id}`,
      tag: `comments-${review.id}`,
    });
    for (const word of ['knee', 'Knee', 'Doe', 'pain', 'hurts', alice.username, 'Total', 'Replacement'])
      expect(plain).not.toContain(word);
    // Not even the ciphertext carries it in the clear.
    expect(push.body.toString('latin1')).not.toContain('knee');
  });

  it('pushes a reply to the comment’s author, in their language, with the /es/ link for Spanish', async () => {
    const { member: alice, device } = await memberWithDevice();
    await t.database.db.updateTable('users').set({ language: 'es' }).where('id', '=', alice.id).execute();
    const owner = await t.member();
    const review = await createReview(t, owner);
    const comment = await postComment(t.app, alice, review.id, '¿Cómo va la rodilla?');
    const reply = await postComment(t.app, owner, review.id, 'Mejor, gracias', comment.id);
    await settled();
    expect(messagesOf(device)).toStrictEqual([
      {
        title: 'Nueva respuesta a su comentario',
        url: `/es/surgeries?surgery=${review.id}&comment=${reply.id}`,
        tag: `reply-${comment.id}`,
      },
    ]);
  });

  it('pushes a new update to followers and a reminder to the author', async () => {
    const { member: follower, device } = await memberWithDevice();
    const { member: owner, device: ownerDevice } = await memberWithDevice();
    const review = await createReview(t, owner);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/follows/${review.id}`, headers: follower.auth }))
        .statusCode,
    ).toBeLessThan(300);
    await postUpdate(t.app, owner, review.id, { symptom: 4, description: 'Walking without crutches' });
    await queuePushes(t.app.ctx, [reminderPush(owner.id, review.id)]);
    await settled();
    expect(messagesOf(device)).toStrictEqual([
      {
        title: 'New update on a journey you follow',
        url: `/surgeries?surgery=${review.id}`,
        tag: `followed-${review.id}`,
      },
    ]);
    expect(messagesOf(ownerDevice)).toStrictEqual([
      {
        title: 'Time to add an update to your journey',
        url: `/${review.id}/update`,
        tag: `reminder-${review.id}`,
      },
    ]);
  });

  it('pushes a held comment only once a moderator approves it', async () => {
    const { member: owner, device } = await memberWithDevice();
    const review = await createReview(t, owner);
    const newcomer = await t.member();
    const held = await postComment(t.app, newcomer, review.id, 'Great deals at https://spam.example/x');
    expect(held.moderation).toEqual({ status: 'pending', reason: null });
    await settled();
    expect(messagesOf(device)).toEqual([]);

    const moderator = await t.member();
    await makeModerator(t, moderator);
    const approve = await t.app.inject({
      method: 'POST',
      url: `/moderation/items/comment/${held.id}/actions`,
      headers: moderator.auth,
      payload: { action: 'approve', reason: 'Harmless' },
    });
    expect(approve.statusCode).toBe(200);
    await settled();
    expect(messagesOf(device)).toStrictEqual([
      {
        title: 'New comment on your journey',
        url: `/surgeries?surgery=${review.id}&comment=${held.id}`,
        tag: `comments-${review.id}`,
      },
    ]);
  });

  it('reaches every device of the member', async () => {
    const { member: owner, device: phone } = await memberWithDevice();
    const laptop = endpoint.device();
    expect((await subscribe(owner, laptop)).statusCode).toBe(204);
    const review = await createReview(t, owner);
    await postComment(t.app, await t.member(), review.id, 'Hello');
    await settled();
    expect(messagesOf(phone)).toHaveLength(1);
    expect(messagesOf(laptop)).toEqual(messagesOf(phone));
  });

  it('folds several events on one thread within 5 minutes into one push', async () => {
    const { member: owner, device } = await memberWithDevice();
    const review = await createReview(t, owner);
    const [alice, bob, carol] = [await t.member(), await t.member(), await t.member()];
    await postComment(t.app, alice, review.id, 'First');
    await settled();
    now += 2 * MIN;
    await postComment(t.app, bob, review.id, 'Second');
    now += 2 * MIN + 59_000;
    await postComment(t.app, carol, review.id, 'Third');
    await settled();
    expect(messagesOf(device)).toHaveLength(1);

    // Another thread is not folded with it.
    const other = await createReview(t, owner);
    await postComment(t.app, alice, other.id, 'Elsewhere');
    await settled();
    expect(messagesOf(device).map((m) => m.tag)).toEqual([`comments-${review.id}`, `comments-${other.id}`]);

    // Once the window has passed, the thread pushes again.
    now += 5 * MIN;
    await postComment(t.app, await t.member(), review.id, 'Fourth');
    await settled();
    expect(messagesOf(device).map((m) => m.tag)).toEqual([
      `comments-${review.id}`,
      `comments-${other.id}`,
      `comments-${review.id}`,
    ]);
  });

  it('honours the member’s push choices per kind', async () => {
    const { member: owner, device } = await memberWithDevice();
    const prefs = (payload?: object) =>
      t.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/account/push-preferences',
        headers: owner.auth,
        ...(payload ? { payload } : {}),
      });
    expect((await prefs()).json()).toEqual({
      replies: true,
      comments: true,
      followed: true,
      reminders: true,
      help: true,
    });
    const off = await prefs({ comments: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      replies: true,
      comments: false,
      followed: true,
      reminders: true,
      help: true,
    });
    expect((await prefs()).json()).toEqual(off.json());

    const review = await createReview(t, owner);
    const alice = await t.member();
    const comment = await postComment(t.app, alice, review.id, 'Not pushed');
    await postComment(t.app, owner, review.id, 'Thanks', comment.id);
    await postComment(
      t.app,
      alice,
      review.id,
      'Pushed: a reply',
      (await postComment(t.app, owner, review.id, 'Q?')).id,
    );
    await settled();
    expect(messagesOf(device).map((m) => m.title)).toEqual(['New reply to your comment']);
    expect((await prefs({ colour: true })).statusCode).toBe(400);
    expect((await prefs({ replies: 'yes' })).statusCode).toBe(400);
  });

  it('removes a subscription the push service answers 404 or 410 for, and retries other failures', async () => {
    for (const status of [404, 410]) {
      now += 10 * MIN;
      const { member: owner } = await memberWithDevice();
      endpoint.answer(status);
      await postComment(t.app, await t.member(), (await createReview(t, owner)).id, 'Gone?');
      await settled();
      expect(await devicesOf(owner)).toEqual([]);
    }

    endpoint.answer(500);
    const { member: owner, device } = await memberWithDevice();
    const before = endpoint.received.length;
    await postComment(t.app, await t.member(), (await createReview(t, owner)).id, 'Try again');
    await endpoint.waitFor(before + 1);
    endpoint.answer(201);
    await settled();
    expect(pushesTo(device).length).toBeGreaterThanOrEqual(2);
    expect(await devicesOf(owner)).toHaveLength(1);
  });

  it('moves an endpoint to the member who subscribes it last, and keeps at most 20 devices', async () => {
    const { member: first, device } = await memberWithDevice();
    const second = await t.member();
    expect((await subscribe(second, device)).statusCode).toBe(204);
    expect((await subscribe(second, device)).statusCode).toBe(204);
    expect(await devicesOf(first)).toEqual([]);
    expect((await devicesOf(second)).map((d) => d.endpoint)).toEqual([device.subscription.endpoint]);

    const many = await t.member();
    const devices = Array.from({ length: MAX_DEVICES_PER_MEMBER + 1 }, () => endpoint.device());
    for (const d of devices) {
      now += 1000;
      expect((await subscribe(many, d)).statusCode).toBe(204);
    }
    const kept = (await devicesOf(many)).map((d) => d.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(1)
        .map((d) => d.subscription.endpoint)
        .sort(),
    );
  });

  it('turns a device off on request, and on log-out of the session that turned it on', async () => {
    const { member, device } = await memberWithDevice();
    const other = endpoint.device();
    const otherToken = await createSession(t.database.db, member.id);
    const otherAuth = { authorization: `Bearer ${otherToken}` };
    expect((await subscribe(member, other, otherAuth)).statusCode).toBe(204);

    const off = (payload: object, auth = member.auth) =>
      t.app.inject({ method: 'DELETE', url: '/push/subscriptions', headers: auth, payload });
    // Unknown, or someone else's: nothing happens, and nothing is told.
    expect((await off({ endpoint: `${endpoint.origin}/push/unknown` })).statusCode).toBe(204);
    const stranger = await t.member();
    expect((await off({ endpoint: device.subscription.endpoint }, stranger.auth)).statusCode).toBe(204);
    expect(await devicesOf(member)).toHaveLength(2);

    expect(
      (await t.app.inject({ method: 'POST', url: '/logout', headers: otherAuth })).statusCode,
    ).toBeLessThan(300);
    expect((await devicesOf(member)).map((d) => d.endpoint)).toEqual([device.subscription.endpoint]);
    expect((await off({ endpoint: device.subscription.endpoint })).statusCode).toBe(204);
    expect(await devicesOf(member)).toEqual([]);
  });

  it('removes the devices of sessions ended from another one, and all of them with the account', async () => {
    const { member, device } = await memberWithDevice();
    const otherToken = await createSession(t.database.db, member.id);
    const otherAuth = { authorization: `Bearer ${otherToken}` };
    expect((await subscribe(member, endpoint.device(), otherAuth)).statusCode).toBe(204);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/account/sessions/revoke-others',
      headers: member.auth,
    });
    expect(revoke.statusCode).toBeLessThan(300);
    expect((await devicesOf(member)).map((d) => d.endpoint)).toEqual([device.subscription.endpoint]);

    expect((await subscribe(member, endpoint.device())).statusCode).toBe(204);
    const gone = await deleteAccount(t, member.auth, { confirm: 'delete', surgeries: 'delete' });
    expect(gone.statusCode).toBeLessThan(300);
    expect(await devicesOf(member)).toEqual([]);
  });

  it('lists the devices (push service and date only) and the choices in the account export', async () => {
    const { member, device } = await memberWithDevice();
    const data = await exportAccount(t.database.db, member.id, new Date(now), []);
    expect(data.pushPreferences).toEqual(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, true])));
    expect(data.pushDevices).toEqual([{ origin: endpoint.origin, createdAt: expect.any(String) }]);
    expect(JSON.stringify(data)).not.toContain(device.subscription.endpoint);
    expect(JSON.stringify(data)).not.toContain(device.subscription.keys.p256dh);
  });

  describe('bad input', () => {
    const valid = () => endpoint.device().subscription;
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/push/subscriptions', headers, payload: payload as object });

    it('answers 401 to a visitor on every member call', async () => {
      for (const [method, url, payload] of [
        ['POST', '/push/subscriptions', valid()],
        ['DELETE', '/push/subscriptions', { endpoint: valid().endpoint }],
        ['GET', '/account/push-preferences', undefined],
        ['PUT', '/account/push-preferences', { replies: false }],
      ] as const) {
        const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
        expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'UNAUTHORIZED']);
      }
    });

    it('refuses subscriptions it could never send to with a 400 and a clear message', async () => {
      const member = await t.member();
      const good = valid();
      const cases: unknown[] = [
        {},
        { endpoint: good.endpoint },
        { ...good, endpoint: 'not a url' },
        { ...good, endpoint: `https://push.example.org/${'x'.repeat(3000)}` },
        { ...good, endpoint: 'ftp://push.example.org/device' },
        { ...good, endpoint: 'http://push.example.org/device' },
        { ...good, endpoint: 'https://user:secret@push.example.org/device' },
        { ...good, keys: { p256dh: 'garbage!', auth: good.keys.auth } },
        { ...good, keys: { p256dh: good.keys.p256dh, auth: 'AAAA' } },
        { ...good, keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: good.keys.auth } },
        { ...good, keys: { p256dh: good.keys.p256dh, auth: Buffer.alloc(24, 1).toString('base64url') } },
        { ...good, extra: true },
      ];
      for (const payload of cases) {
        const res = await post(payload, member.auth);
        expect([payload, res.statusCode]).toEqual([payload, 400]);
        expect(res.json().message).toMatch(/\w/);
      }
      expect(await devicesOf(member)).toEqual([]);
    });

    it('accepts https only in production: no http, no address of the local network', async () => {
      const member = await t.member();
      const push = t.app.ctx.config.push;
      // The config a production start has (NODE_ENV=production); restored below.
      push.allowLoopbackHttp = false;
      try {
        const loopback = await post(valid(), member.auth);
        expect(loopback.statusCode).toBe(400);
        expect(loopback.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'This device gave a push service address the site cannot use',
        });
        for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '192.168.0.4', '[::1]', '169.254.169.254'])
          expect(
            (await post({ ...valid(), endpoint: `https://${host}/push/x` }, member.auth)).statusCode,
          ).toBe(400);
        const real = { ...valid(), endpoint: 'https://fcm.googleapis.com/fcm/send/abc123' };
        expect((await post(real, member.auth)).statusCode).toBe(204);
      } finally {
        push.allowLoopbackHttp = true;
      }
      expect((await devicesOf(member)).map((d) => d.endpoint)).toEqual([
        'https://fcm.googleapis.com/fcm/send/abc123',
      ]);
    });

    it('answers 503 with a clear message when push is not configured', async () => {
      const member = await t.member();
      const push = t.app.ctx.config.push;
      const keys = push.vapid;
      push.vapid = undefined;
      try {
        const key = await t.app.inject({ method: 'GET', url: '/push/public-key' });
        expect(key.statusCode).toBe(503);
        expect(key.json()).toMatchObject({
          code: 'PUSH_NOT_CONFIGURED',
          message: 'Push notifications are not available on this site right now',
        });
        expect((await post(valid(), member.auth)).statusCode).toBe(503);
      } finally {
        push.vapid = keys;
      }
    });
  });
});
