/**
 * Forgot password end to end on the API: the emailed link (taken from the captured mail), its
 * single use and 30-minute life on an injected clock, the same answer for an unknown email, and
 * what a reset does to the member's other sessions.
 */
import type { EmailLoginCheck } from '@journeys/shared/domain';
import { BACKENDS, json, startTestApp, type Member, type TestApp } from './helpers/test-app';
import { givePassword } from './helpers/passwords';

const SENT = 'If an account exists for that email, we sent a link to reset your password.';
const NEW_PASSWORD = 'lantern orchard 4821';

function emailOf(m: Member): string {
  return `${m.username.toLowerCase()}@example.com`;
}

/** The token of the newest reset link mailed to `to`. */
function resetTokenFor(t: TestApp, to: string): string {
  const mail = t.mail
    .filter((m) => m.to === to && m.subject === 'Reset your Surgery Journeys password')
    .at(-1);
  if (!mail) throw new Error(`no reset mail to ${to}`);
  const link = mail.text.split('\n').find((line) => line.startsWith('http')) ?? '';
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicSiteUrl}/reset-password`);
  return url.searchParams.get('token') ?? '';
}

describe.each(BACKENDS)('password reset (%s)', (backend) => {
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    t = await startTestApp(backend, { clock: () => new Date(now) });
  });
  afterAll(async () => t.close());

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/password/forgot', payload: { email } });
  const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/password/reset', payload: { token, password }, headers });
  const isValid = async (token: string) =>
    json<{ isValid: boolean }>(
      await t.app.inject({ method: 'POST', url: '/password/reset/valid', payload: { token } }),
    ).isValid;
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/patient/me', headers: { authorization: `Bearer ${token}` } });
  const login = async (email: string, password: string) =>
    json<EmailLoginCheck>(
      await t.app.inject({ method: 'POST', url: '/email/validate', payload: { email, password } }),
    );

  it('answers an unknown email exactly as a known one, and mails only the member', async () => {
    const m = await t.member();
    const before = t.mail.length;
    const unknown = await forgot('nobody-here@example.com');
    const known = await forgot(emailOf(m).toUpperCase());
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: SENT });
    expect(known.json()).toEqual(unknown.json());
    expect(t.mail.slice(before).map((mail) => mail.to)).toEqual([emailOf(m)]);
    expect(await isValid(resetTokenFor(t, emailOf(m)))).toBe(true);
  });

  it('sets the password once, logs in, signs out every other session and mails a notice', async () => {
    const m = await t.member();
    const otherBrowser = (await t.member()).token; // someone else's session must survive
    await forgot(emailOf(m));
    const token = resetTokenFor(t, emailOf(m));

    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      fieldErrors: { password: expect.any(String) },
    });
    expect(await isValid(token)).toBe(true); // a refused password leaves the link usable

    const done = await reset(token, NEW_PASSWORD, { 'user-agent': 'Mozilla/5.0 (Macintosh) Firefox/130.0' });
    expect(done.statusCode).toBe(200);
    const answer = json<EmailLoginCheck>(done);
    expect(answer).toEqual({ isValid: true, token: expect.any(String) });
    expect((await me(answer.token ?? '')).json()).toMatchObject({ id: m.id });
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(200);

    const again = await reset(token, 'another fine passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'This reset link is invalid or has expired.',
    });
    expect(await isValid(token)).toBe(false);
    expect((await login(emailOf(m), NEW_PASSWORD)).isValid).toBe(true);
    expect(t.mail.at(-1)).toMatchObject({
      to: emailOf(m),
      subject: 'Your Surgery Journeys password was changed',
    });
  });

  it('expires a link after 30 minutes', async () => {
    const m = await t.member();
    await forgot(emailOf(m));
    const token = resetTokenFor(t, emailOf(m));
    now += 29 * 60 * 1000;
    expect(await isValid(token)).toBe(true);
    now += 2 * 60 * 1000;
    expect(await isValid(token)).toBe(false);
    expect((await reset(token, NEW_PASSWORD)).json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect((await me(m.token)).statusCode).toBe(200);
  });

  it('retires an older link when a new one is asked for', async () => {
    const m = await t.member();
    await forgot(emailOf(m));
    const first = resetTokenFor(t, emailOf(m));
    await forgot(emailOf(m));
    const second = resetTokenFor(t, emailOf(m));
    expect(second).not.toBe(first);
    expect(await isValid(first)).toBe(false);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a Facebook-only member add a password', async () => {
    const m = await t.member();
    await t.database.db
      .updateTable('users')
      .set({ facebook_user_id: `fb-${m.id}` })
      .where('id', '=', m.id)
      .execute();
    expect((await login(emailOf(m), NEW_PASSWORD)).isValid).toBe(false);
    await forgot(emailOf(m));
    expect((await reset(resetTokenFor(t, emailOf(m)), NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(emailOf(m), NEW_PASSWORD)).isValid).toBe(true);
  });

  it('mails one email at most three links an hour, with the same answer', async () => {
    const m = await t.member();
    await givePassword(t, m.id, 'unused passphrase 1');
    const before = t.mail.length;
    for (let i = 0; i < 4; i++) expect((await forgot(emailOf(m))).json()).toEqual({ message: SENT });
    expect(t.mail.slice(before).filter((mail) => mail.to === emailOf(m))).toHaveLength(3);
    now += 61 * 60 * 1000;
    await forgot(emailOf(m));
    expect(t.mail.slice(before).filter((mail) => mail.to === emailOf(m))).toHaveLength(4);
  });

  it('refuses bad input with field messages', async () => {
    const noEmail = await t.app.inject({
      method: 'POST',
      url: '/password/forgot',
      payload: { email: 'not-an-email' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: expect.any(String) },
    });
    const short = await reset('x', 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      fieldErrors: { password: 'Password must be at least 8 characters long' },
    });
    expect((await reset('unknown-token', NEW_PASSWORD)).json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
    });
  });
});

describe('password reset rate limits', () => {
  it.each([
    ['/password/forgot', { email: 'someone@example.com' }],
    ['/password/reset/valid', { token: 'x' }],
    ['/password/reset', { token: 'x', password: NEW_PASSWORD }],
  ])('%s answers 429 after its limit', async (url, payload) => {
    const t = await startTestApp('pglite', { rateLimits: { email: 2, account: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await t.app.inject({ method: 'POST', url, payload })).statusCode);
      expect(statuses.slice(0, 2)).not.toContain(429);
      expect(statuses[2]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
