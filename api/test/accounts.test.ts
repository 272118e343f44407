/**
 * Sign-up and login end to end: email through a real SMTP server started in-process, Facebook
 * through a local fake Graph API, and the rate limits that guard them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthCheck, AuthenticatedUser, CurrentUser, EmailLoginCheck } from '@journeys/shared/domain';
import { createMailer } from '../src/platform/mailer';
import { BACKENDS, json, startTestApp, tableCounts, type TestApp } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';

/** Fake Graph API: tokens 'good-<userId>' are valid for app 'test-app'; 'other-app-<id>' for another app. */
async function startGraph(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const input = url.searchParams.get('input_token') ?? '';
    const appToken = url.searchParams.get('access_token');
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/debug_token' || appToken !== 'test-app|test-secret') {
      res.statusCode = 400;
      return res.end(JSON.stringify({ error: { message: 'bad request' } }));
    }
    const good = /^good-(\d+)$/.exec(input);
    const other = /^other-app-(\d+)$/.exec(input);
    const data = good
      ? { is_valid: true, app_id: 'test-app', user_id: good[1] }
      : other
        ? { is_valid: true, app_id: 'someone-else', user_id: other[1] }
        : { is_valid: false };
    res.end(JSON.stringify({ data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

function linkToken(rawMail: string): string {
  const unfolded = rawMail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match?.[1]) throw new Error('no verification link in mail');
  return match[1];
}

describe.each(BACKENDS)('accounts (%s)', (backend) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let graph: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    smtp = await startSmtpSink();
    graph = await startGraph();
    t = await startTestApp(backend, {
      mailer: createMailer({
        smtpUrl: smtp.url,
        from: 'test@journeys.local',
        outboxDir: '/nonexistent',
        log: () => undefined,
      }),
      config: {
        publicSiteUrl: 'http://site.test',
        facebook: { appId: 'test-app', appSecret: 'test-secret', graphUrl: graph.url },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await graph.close();
  });

  /** POST /email/create-password: the form of the emailed sign-up link, sent. */
  const createPassword = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/email/create-password', payload });
  /** POST /facebook/validate: what the site sends once Facebook has logged the visitor in. */
  const facebookValidate = (userID: string, accessToken: string) =>
    t.app.inject({ method: 'POST', url: '/facebook/validate', payload: { userID, accessToken } });
  /** POST /patient: the Create Profile form that follows a first Facebook log-in. */
  const createFacebookProfile = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/patient', payload });

  it('signs up by email: SMTP mail, link token, single use, then login', async () => {
    const verify = await t.app.inject({
      method: 'POST',
      url: '/email/verify',
      payload: { email: 'New.Person@Example.com' },
    });
    expect(verify.statusCode).toBe(202);
    expect(verify.json().message).toBe(
      'Verification email sent to new.person@example.com. Please check your inbox and click the verification link to continue.',
    );
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain('http://site.test/verify-email?token=');
    const token = linkToken(smtp.received[0]?.raw ?? '');

    expect(
      json<{ isValid: boolean }>(
        await t.app.inject({ method: 'POST', url: '/email/valid', payload: { token } }),
      ),
    ).toEqual({ isValid: true });
    expect(
      json<{ isValid: boolean }>(
        await t.app.inject({ method: 'POST', url: '/email/valid', payload: { token: 'nope' } }),
      ),
    ).toEqual({ isValid: false });

    await t.member('Taken Name');
    const taken = await createPassword({
      token,
      password: 'correct horse',
      username: 'taken name',
      background: '#BBDEFB',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: 'Username is already taken',
      fieldErrors: { username: 'Username is already taken' },
    });

    const created = await createPassword({
      token,
      password: 'correct horse',
      username: 'New Person',
      background: '#BBDEFB',
    });
    expect(created.statusCode).toBe(201);
    const user = json<AuthenticatedUser>(created);
    expect(user).toMatchObject({
      username: 'New Person',
      email: 'new.person@example.com',
      background: '#bbdefb',
      image: null,
      surgeryCount: 0,
    });
    expect(user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = json<CurrentUser>(
      await t.app.inject({
        method: 'GET',
        url: '/patient/me',
        headers: { authorization: `Bearer ${user.token}` },
      }),
    );
    expect(me).toMatchObject({ id: user.id, email: 'new.person@example.com' });
    const stored = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const reuse = await createPassword({
      token,
      password: 'correct horse',
      username: 'Second Try',
      background: '#bbdefb',
    });
    expect(reuse.json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_VERIFICATION_TOKEN',
      message: 'Invalid or expired verification token',
    });

    const again = await t.app.inject({
      method: 'POST',
      url: '/email/verify',
      payload: { email: 'new.person@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EMAIL_IN_USE', message: 'Email is already in use' });

    const ok = json<EmailLoginCheck>(
      await t.app.inject({
        method: 'POST',
        url: '/email/validate',
        payload: { email: 'NEW.person@example.com', password: 'correct horse' },
      }),
    );
    expect(ok).toMatchObject({ isValid: true });
    expect(ok.token).toEqual(expect.any(String));
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/email/validate',
      payload: { email: 'new.person@example.com', password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ isValid: false, token: null });
    expect(
      json<EmailLoginCheck>(
        await t.app.inject({
          method: 'POST',
          url: '/email/validate',
          payload: { email: 'ghost@example.com', password: 'whatever1' },
        }),
      ),
    ).toEqual({ isValid: false, token: null });
  });

  it('refuses an expired verification token', async () => {
    await t.app.inject({ method: 'POST', url: '/email/verify', payload: { email: 'late@example.com' } });
    const token = linkToken(smtp.received.at(-1)?.raw ?? '');
    await t.database.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    const before = await tableCounts(t.database);
    const res = await createPassword({
      token,
      password: 'long enough',
      username: 'Late Comer',
      background: '#e0e0e0',
    });
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_VERIFICATION_TOKEN',
      message: 'Invalid or expired verification token',
    });
    expect(await tableCounts(t.database)).toEqual(before);
  });

  it('logs in with Facebook through Graph debug_token, creating the profile once', async () => {
    const forged = await facebookValidate('42', 'good-43');
    expect(forged.json()).toEqual({ isValid: false, userExists: false, token: null });
    const otherApp = await facebookValidate('42', 'other-app-42');
    expect(otherApp.json()).toMatchObject({ isValid: false });

    const noPending = await createFacebookProfile({
      facebook_user_id: '42',
      username: 'Face Book',
      access_token: 'good-42',
      image: null,
      background: '#e0e0e0',
    });
    expect(noPending.json()).toMatchObject({
      statusCode: 400,
      code: 'NO_PENDING_FACEBOOK_AUTH',
      message: 'No pending Facebook authentication',
    });

    const first = await facebookValidate('42', 'good-42');
    expect(first.json()).toEqual({ isValid: true, userExists: false, token: null });
    const wrongToken = await createFacebookProfile({
      facebook_user_id: '42',
      username: 'Face Book',
      access_token: 'good-999',
      background: '#e0e0e0',
    });
    expect(wrongToken.statusCode).toBe(400);

    const created = await createFacebookProfile({
      facebook_user_id: '42',
      username: 'Face Book',
      access_token: 'good-42',
      image: 'https://scontent.xx.fbcdn.net/v/t1.30497-1/me.jpg',
      background: '#ffe0b2',
    });
    expect(created.statusCode).toBe(201);
    expect(json<AuthenticatedUser>(created)).toMatchObject({
      username: 'Face Book',
      image: 'https://scontent.xx.fbcdn.net/v/t1.30497-1/me.jpg',
      email: null,
    });

    const second = json<AuthCheck>(await facebookValidate('42', 'good-42'));
    expect(second).toMatchObject({ isValid: true, userExists: true });
    const me = await t.app.inject({
      method: 'GET',
      url: '/patient/me',
      headers: { authorization: `Bearer ${second.token}` },
    });
    expect(me.json()).toMatchObject({ username: 'Face Book' });

    const replay = await createFacebookProfile({
      facebook_user_id: '42',
      username: 'Another',
      access_token: 'good-42',
      background: '#e0e0e0',
    });
    expect(replay.statusCode).toBe(400);
  });

  it("keeps only a Facebook profile picture: the site's CSP would load no other", async () => {
    await facebookValidate('44', 'good-44');
    const created = await createFacebookProfile({
      facebook_user_id: '44',
      username: 'Elsewhere Picture',
      access_token: 'good-44',
      image: 'https://example.com/me.jpg',
      background: '#ffe0b2',
    });
    expect(created.statusCode).toBe(201);
    expect(json<AuthenticatedUser>(created).image).toBeNull();
  });

  it("keeps a first Facebook log-in's Accept-Language as the new member's language", async () => {
    await facebookValidate('45', 'good-45');
    const created = await t.app.inject({
      method: 'POST',
      url: '/patient',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
      payload: {
        facebook_user_id: '45',
        username: 'Perfil Nuevo',
        access_token: 'good-45',
        background: '#ffe0b2',
      },
    });
    expect(created.statusCode).toBe(201);
    const row = await t.database.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', json<AuthenticatedUser>(created).id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
  });
});

describe('facebook not configured', () => {
  it('answers 503', async () => {
    const t = await startTestApp('pglite');
    const res = await t.app.inject({
      method: 'POST',
      url: '/facebook/validate',
      payload: { userID: '1', accessToken: 'x' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'FACEBOOK_NOT_CONFIGURED',
      message: 'Facebook login is not configured',
    });
    await t.close();
  });
});

describe('rate limits', () => {
  // One app for the block: each route counts on its own, and each case calls from its own address.
  const t = testAppPerSuite('pglite', { rateLimits: { login: 2, signup: 2, email: 2, comment: 2 } });
  let address = 0;
  const nextAddress = () => `198.51.100.${++address}`;

  it.each([
    ['/email/validate', { email: 'a@example.com', password: 'whatever' }],
    ['/email/verify', { email: 'b@example.com' }],
    [
      '/email/create-password',
      { token: 'x', password: 'long enough', username: 'abc', background: '#e0e0e0' },
    ],
    ['/patient', { facebook_user_id: '1', username: 'abc', access_token: 'x', background: '#e0e0e0' }],
    ['/facebook/validate', { userID: '1', accessToken: 'x' }],
  ])('%s answers 429 with Retry-After', async (url, payload) => {
    const remoteAddress = nextAddress();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 3; i++) {
      last = await t.app.inject({ method: 'POST', url, payload, remoteAddress });
      statuses.push(last.statusCode);
    }
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(last?.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests/),
    });
  });

  it('POST /comment answers 429 with Retry-After', async () => {
    const remoteAddress = nextAddress();
    const m = await t.member();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/comment',
            headers: m.auth,
            payload: { reviewId: 1, text: 'x' },
            remoteAddress,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 429]);
  });
});
