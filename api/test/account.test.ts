/**
 * The account page's calls: the account, profile, password change, email change through the
 * emailed link, and the sessions list with its sign-outs (own sessions only).
 */
import type { CurrentUser, EmailLoginCheck } from '@journeys/shared/domain';
import { createSession } from '../src/features/auth/sessions';
import { BACKENDS, json, startTestApp, type Member, type TestApp } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';
import { givePassword } from './helpers/passwords';

const PASSWORD = 'violet harbour 5530';
const NEW_PASSWORD = 'copper meadow 7712';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:130.0) Gecko/20100101 Firefox/130.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36';

interface AccountSession {
  id: number;
  device: string;
  browser: string;
  lastSeenAt: string | null;
  createdAt: string;
  current: boolean;
}

function emailOf(m: Member): string {
  return `${m.username.toLowerCase()}@example.com`;
}

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

describe.each(BACKENDS)('account page calls (%s)', (backend) => {
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    t = await startTestApp(backend, { clock: () => new Date(now) });
  });
  afterAll(async () => t.close());

  async function memberWithPassword(): Promise<Member> {
    const m = await t.member();
    await givePassword(t, m.id, PASSWORD);
    return m;
  }
  const login = async (email: string, password: string) =>
    json<EmailLoginCheck>(
      await t.app.inject({ method: 'POST', url: '/email/validate', payload: { email, password } }),
    );
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/patient/me', headers: bearer(token) });
  const sessions = async (token: string, userAgent?: string) =>
    json<{ sessions: AccountSession[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/account/sessions',
        headers: { ...bearer(token), ...(userAgent ? { 'user-agent': userAgent } : {}) },
      }),
    ).sessions;

  it('shows the member their own account', async () => {
    const m = await memberWithPassword();
    const res = await t.app.inject({ method: 'GET', url: '/account', headers: m.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: m.id,
      username: m.username,
      email: emailOf(m),
      background: '#e0e0e0',
      image: null,
      hasPassword: true,
      facebookLinked: false,
      pendingEmail: null,
      language: 'en',
      createdAt: expect.any(String),
    });
  });

  it('changes username and colour with sign-up rules, and refuses a taken name', async () => {
    const m = await t.member();
    const other = await t.member();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/account/profile',
      headers: m.auth,
      payload: { username: `  Renamed ${m.id}  `, background: '#bbdefb' },
    });
    expect(res.statusCode).toBe(200);
    expect(json<CurrentUser>(res)).toMatchObject({
      id: m.id,
      username: `Renamed ${m.id}`,
      background: '#bbdefb',
    });
    expect((await me(m.token)).json()).toMatchObject({ username: `Renamed ${m.id}`, background: '#bbdefb' });

    // Case-insensitive, as at sign-up; keeping one's own name is not a clash.
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/account/profile',
      headers: m.auth,
      payload: { username: other.username.toUpperCase(), background: '#bbdefb' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      fieldErrors: { username: 'Username is already taken' },
    });
    const same = await t.app.inject({
      method: 'PUT',
      url: '/account/profile',
      headers: m.auth,
      payload: { username: `renamed ${m.id}`, background: '#bbdefb' },
    });
    expect(same.statusCode).toBe(200);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/account/profile',
      headers: m.auth,
      payload: { username: 'ab', background: 'red' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { username: expect.any(String), background: expect.any(String) },
    });
  });

  it('changes the password with the current one, signs out the other sessions and mails a notice', async () => {
    const m = await memberWithPassword();
    const second = await login(emailOf(m), PASSWORD);
    const change = (currentPassword: string, newPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/account/password',
        headers: m.auth,
        payload: { currentPassword, newPassword },
      });

    const wrong = await change('not my password', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      fieldErrors: { currentPassword: 'Current password is incorrect.' },
    });
    const common = await change(PASSWORD, 'password123');
    expect(common.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      fieldErrors: { newPassword: expect.any(String) },
    });
    const short = await change(PASSWORD, 'short');
    expect(short.json()).toMatchObject({
      fieldErrors: { newPassword: 'Password must be at least 8 characters long' },
    });

    expect((await change(PASSWORD, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await me(m.token)).statusCode).toBe(200);
    expect((await me(second.token ?? '')).statusCode).toBe(401);
    expect((await login(emailOf(m), PASSWORD)).isValid).toBe(false);
    expect((await login(emailOf(m), NEW_PASSWORD)).isValid).toBe(true);
    expect(t.mail.at(-1)).toMatchObject({
      to: emailOf(m),
      subject: 'Your Surgery Journeys password was changed',
    });
  });

  it('changes the email only through the link sent to the new address, and tells the old one', async () => {
    const m = await memberWithPassword();
    const newEmail = `new-${m.id}@example.org`;
    const before = t.mail.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/email',
      headers: m.auth,
      payload: { email: newEmail.toUpperCase() },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: expect.any(String) });
    const sent = t.mail.slice(before);
    expect(sent.map((mail) => mail.to).sort()).toEqual([emailOf(m), newEmail].sort());
    expect(sent.find((mail) => mail.to === emailOf(m))?.text).toContain(newEmail);
    const link =
      sent
        .find((mail) => mail.to === newEmail)
        ?.text.split('\n')
        .find((l) => l.startsWith('http')) ?? '';
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicSiteUrl}/confirm-email`);
    const token = url.searchParams.get('token') ?? '';

    // Nothing changes before the link is opened.
    expect((await me(m.token)).json()).toMatchObject({ email: emailOf(m) });
    expect((await t.app.inject({ method: 'GET', url: '/account', headers: m.auth })).json()).toMatchObject({
      email: emailOf(m),
      pendingEmail: newEmail,
    });

    const confirm = () => t.app.inject({ method: 'POST', url: '/account/email/confirm', payload: { token } });
    const done = await confirm();
    expect(done.statusCode).toBe(200);
    expect((await me(m.token)).json()).toMatchObject({ email: newEmail });
    expect((await login(newEmail, PASSWORD)).isValid).toBe(true);
    expect((await login(emailOf(m), PASSWORD)).isValid).toBe(false);
    expect((await confirm()).json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
  });

  it('refuses an email already in use, and a link whose address was taken meanwhile or expired', async () => {
    const m = await t.member();
    const other = await t.member();
    const taken = await t.app.inject({
      method: 'POST',
      url: '/account/email',
      headers: m.auth,
      payload: { email: emailOf(other) },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_IN_USE' });

    const requestChange = async (member: Member, email: string) => {
      await t.app.inject({ method: 'POST', url: '/account/email', headers: member.auth, payload: { email } });
      const mail = t.mail.filter((x) => x.to === email).at(-1);
      return (
        new URL(mail?.text.split('\n').find((l) => l.startsWith('http')) ?? '').searchParams.get('token') ??
        ''
      );
    };
    const confirm = (token: string) =>
      t.app.inject({ method: 'POST', url: '/account/email/confirm', payload: { token } });

    const contested = `contested-${m.id}@example.org`;
    const mine = await requestChange(m, contested);
    const theirs = await requestChange(other, contested);
    expect((await confirm(theirs)).statusCode).toBe(200);
    const late = await confirm(mine);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'EMAIL_IN_USE' });

    const expiring = await requestChange(m, `later-${m.id}@example.org`);
    now += 24 * 60 * 60 * 1000 + 1000;
    expect((await confirm(expiring)).json()).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_INVALID' });
    expect((await me(m.token)).json()).toMatchObject({ email: emailOf(m) });
  });

  it('lists own sessions with device, browser and last use, marking the current one', async () => {
    const m = await t.member();
    const phone = await createSession(t.database.db, m.id);
    await me(phone); // no User-Agent: still listed, as unknown
    const list = await sessions(m.token, FIREFOX_MAC);
    expect(list).toHaveLength(2);
    const current = list.find((s) => s.current);
    expect(current).toMatchObject({ device: 'Mac', browser: 'Firefox', lastSeenAt: expect.any(String) });
    expect(list.find((s) => !s.current)).toMatchObject({
      device: 'Unknown device',
      browser: 'Unknown browser',
    });

    await t.app.inject({
      method: 'GET',
      url: '/patient/me',
      headers: { ...bearer(phone), 'user-agent': CHROME_ANDROID },
    });
    const after = await sessions(m.token, FIREFOX_MAC);
    expect(after.find((s) => !s.current)).toMatchObject({ device: 'Android', browser: 'Chrome' });
    // Another member's sessions never show.
    const other = await t.member();
    expect((await sessions(other.token)).map((s) => s.current)).toEqual([true]);
  });

  it('writes last seen at most once a minute', async () => {
    const m = await t.member();
    const lastSeen = async () =>
      (await sessions(m.token, FIREFOX_MAC)).find((s) => s.current)?.lastSeenAt ?? null;
    const first = await lastSeen();
    now += 30 * 1000;
    expect(await lastSeen()).toBe(first);
    now += 31 * 1000;
    expect(await lastSeen()).not.toBe(first);
  });

  it('signs out one own session, refuses another member’s with 404, and signs out all others', async () => {
    const m = await t.member();
    const other = await t.member();
    const a = await createSession(t.database.db, m.id);
    const b = await createSession(t.database.db, m.id);
    const list = await sessions(m.token);
    const ids = list.filter((s) => !s.current).map((s) => s.id);
    expect(ids).toHaveLength(2);

    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/account/sessions/${ids[0]}`,
      headers: other.auth,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await me(a)).statusCode).toBe(200);

    const revokeA = list.find((s) => !s.current && s.id === ids[1]);
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/account/sessions/${revokeA?.id}`,
      headers: m.auth,
    });
    expect(one.statusCode).toBe(204);
    expect((await me(a)).statusCode + (await me(b)).statusCode).toBe(200 + 401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/account/sessions/${revokeA?.id}`, headers: m.auth }))
        .statusCode,
    ).toBe(404);

    const others = await t.app.inject({
      method: 'POST',
      url: '/account/sessions/revoke-others',
      headers: m.auth,
    });
    expect(others.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(m.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
    expect(await sessions(m.token)).toHaveLength(1);
  });
});

describe('account rate limits', () => {
  // One app for the block: each route counts on its own, and each case is a new member calling
  // from its own address.
  const t = testAppPerSuite('pglite', { rateLimits: { email: 2, account: 2 } });
  let address = 0;

  it.each([
    ['PUT', '/account/profile', { username: 'Limited one', background: '#e0e0e0' }],
    ['PUT', '/account/password', { currentPassword: 'x', newPassword: NEW_PASSWORD }],
    ['POST', '/account/email', { email: 'limited@example.org' }],
    ['POST', '/account/email/confirm', { token: 'x' }],
    ['POST', '/account/sessions/revoke-others', undefined],
    ['DELETE', '/account/sessions/999999', undefined],
  ] as const)('%s %s answers 429 after its limit', async (method, url, payload) => {
    const remoteAddress = `198.51.100.${++address}`;
    const m = await t.member();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await t.app.inject({ method, url, headers: m.auth, remoteAddress, ...(payload ? { payload } : {}) }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 2)).not.toContain(429);
    expect(statuses[2]).toBe(429);
  });
});
