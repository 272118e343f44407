/**
 * An owner cannot be locked out by a stranger (docs/security.md §9): a browser the account logged
 * in from before carries a device cookie, and a log-in from it is exempt from the per-account
 * backoff that a flood of wrong passwords from elsewhere builds up. The per-address limit still
 * applies, and the device tokens are revoked with the sessions.
 */
import type { LightMyRequestResponse } from 'fastify';
import { hashToken } from '../src/features/auth/tokens';
import { BACKENDS, TEST_RATE_LIMITS, json, startTestApp, type TestApp } from './helpers/test-app';
import { manualClock } from './helpers/manual-clock';
import { addEmailMember } from './helpers/passwords';
import { testAppPerSuite } from './helpers/per-suite';
import { eventually } from './helpers/streams';
import { deleteAccount } from './helpers/writes';

const PASSWORD = 'tulip ladder 1987';
const NEW_PASSWORD = 'lantern orchard 4821';
const OWNER_ADDRESS = '198.51.100.7';
const STRANGER_ADDRESS = '203.0.113.66';
const NINETY_DAYS_S = 90 * 24 * 60 * 60;

interface Browser {
  address: string;
  /** The `Cookie` header this browser sends: what the API set before. */
  cookie?: string;
}

function login(
  t: TestApp,
  browser: Browser,
  email: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/email/validate',
    remoteAddress: browser.address,
    headers: browser.cookie ? { cookie: browser.cookie } : {},
    payload: { email, password },
  });
}

/** The device cookie the answer set, as `name=value`, with its attributes. */
function deviceCookie(res: LightMyRequestResponse): { pair: string; attributes: string[] } | null {
  const header = res.headers['set-cookie'];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const cookie = all.find((c) => c.startsWith('journeys_device='));
  if (!cookie) return null;
  const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
  return { pair, attributes };
}

/** Logs in from `browser` and keeps the device cookie it is given; answers the session token. */
async function signIn(t: TestApp, browser: Browser, email: string, password = PASSWORD): Promise<string> {
  const res = await login(t, browser, email, password);
  expect(res.statusCode).toBe(200);
  const body = json<{ isValid: boolean; token: string }>(res);
  expect(body.isValid).toBe(true);
  const cookie = deviceCookie(res);
  if (cookie) browser.cookie = cookie.pair;
  return body.token;
}

describe.each(BACKENDS)('log-in from a known browser (%s)', (backend) => {
  const clock = manualClock();
  const t = testAppPerSuite(backend, { clock: clock.now });

  /** Wrong passwords from one stranger's client, a second apart: the account's backoff builds up. */
  async function flood(email: string, attempts = 40): Promise<number[]> {
    const stranger: Browser = { address: STRANGER_ADDRESS };
    const statuses: number[] = [];
    for (let i = 0; i < attempts; i++) {
      statuses.push((await login(t, stranger, email, `guess number ${i}`)).statusCode);
      clock.advance(1000);
    }
    return statuses;
  }

  it('sets an HttpOnly, SameSite device cookie for 90 days on a successful log-in, none on a failed one', async () => {
    await addEmailMember(t, 'cookie-owner@example.com', PASSWORD);
    const failed = await login(t, { address: OWNER_ADDRESS }, 'cookie-owner@example.com', 'wrong password');
    expect(deviceCookie(failed)).toBeNull();

    const res = await login(t, { address: OWNER_ADDRESS }, 'cookie-owner@example.com', PASSWORD);
    const cookie = deviceCookie(res);
    expect(cookie?.pair).toMatch(/^journeys_device=[\w-]{43}$/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', `Max-Age=${NINETY_DAYS_S}`]),
    );
    // Plain http here: Secure would make the browser drop it.
    expect(cookie?.attributes).not.toContain('Secure');
    // Only the hash is stored.
    const token = cookie?.pair.split('=')[1] ?? '';
    const rows = await t.database.db.selectFrom('login_devices').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('the owner logs in from their own browser through a flood of wrong passwords from a stranger', async () => {
    await addEmailMember(t, 'flooded@example.com', PASSWORD);
    const ownBrowser: Browser = { address: OWNER_ADDRESS };
    await signIn(t, ownBrowser, 'flooded@example.com');

    const statuses = await flood('flooded@example.com');
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(25);

    // A new browser, even the owner's own address, is held by the backoff...
    const newBrowser = await login(t, { address: OWNER_ADDRESS }, 'flooded@example.com', PASSWORD);
    expect(newBrowser.statusCode).toBe(429);
    // ...the browser the owner logged in from before is not.
    const res = await login(t, ownBrowser, 'flooded@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isValid: true, token: expect.any(String) });

    // The stranger's backoff is untouched by the owner's log-in.
    expect((await login(t, { address: STRANGER_ADDRESS }, 'flooded@example.com', 'x')).statusCode).toBe(429);
    // A known browser's wrong password is still just wrong, not throttled and not a way in.
    const typo = await login(t, ownBrowser, 'flooded@example.com', 'not it');
    expect(typo.statusCode).toBe(200);
    expect(typo.json()).toEqual({ isValid: false, token: null });
  });

  it('a device cookie of another account, or a made-up one, is no exemption', async () => {
    await addEmailMember(t, 'victim@example.com', PASSWORD);
    await addEmailMember(t, 'stranger@example.com', PASSWORD);
    const strangersBrowser: Browser = { address: STRANGER_ADDRESS };
    await signIn(t, strangersBrowser, 'stranger@example.com');
    await flood('victim@example.com');
    const borrowed = await login(t, strangersBrowser, 'victim@example.com', 'guess');
    expect(borrowed.statusCode).toBe(429);
    for (const cookie of [`journeys_device=${'A'.repeat(43)}`, 'journeys_device=', 'journeys_device=%zz']) {
      const res = await login(t, { address: STRANGER_ADDRESS, cookie }, 'victim@example.com', 'guess');
      expect(res.statusCode).toBe(429);
    }
  });

  it('an expired device cookie is no exemption', async () => {
    await addEmailMember(t, 'expiring@example.com', PASSWORD);
    const ownBrowser: Browser = { address: OWNER_ADDRESS };
    await signIn(t, ownBrowser, 'expiring@example.com');
    clock.advance((NINETY_DAYS_S + 60) * 1000);
    await flood('expiring@example.com');
    expect((await login(t, ownBrowser, 'expiring@example.com', PASSWORD)).statusCode).toBe(429);
  });

  it("'Sign out everywhere else' and a password change revoke the other browsers' device tokens", async () => {
    await addEmailMember(t, 'careful@example.com', PASSWORD);
    const laptop: Browser = { address: OWNER_ADDRESS };
    const phone: Browser = { address: OWNER_ADDRESS };
    const lostTablet: Browser = { address: OWNER_ADDRESS };
    const laptopToken = await signIn(t, laptop, 'careful@example.com');
    await signIn(t, phone, 'careful@example.com');
    await signIn(t, lostTablet, 'careful@example.com');
    const fromLaptop = { authorization: `Bearer ${laptopToken}`, cookie: laptop.cookie ?? '' };

    const revoked = await t.app.inject({
      method: 'POST',
      url: '/account/sessions/revoke-others',
      headers: fromLaptop,
    });
    expect(revoked.statusCode).toBe(204);
    await flood('careful@example.com');
    expect((await login(t, lostTablet, 'careful@example.com', PASSWORD)).statusCode).toBe(429);
    expect((await login(t, phone, 'careful@example.com', PASSWORD)).statusCode).toBe(429);
    expect((await login(t, laptop, 'careful@example.com', PASSWORD)).statusCode).toBe(200);

    // The phone comes back once the backoff is over; then the laptop changes the password.
    clock.advance(60 * 60_000);
    await signIn(t, phone, 'careful@example.com');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/account/password',
      headers: fromLaptop,
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    await flood('careful@example.com');
    expect((await login(t, phone, 'careful@example.com', NEW_PASSWORD)).statusCode).toBe(429);
    expect((await login(t, laptop, 'careful@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a password reset revokes every device token and gives the resetting browser a new one', async () => {
    const id = await addEmailMember(t, 'forgetful@example.com', PASSWORD);
    const oldBrowser: Browser = { address: OWNER_ADDRESS };
    await signIn(t, oldBrowser, 'forgetful@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/password/forgot',
      payload: { email: 'forgetful@example.com' },
    });
    // The mail goes out after the answer.
    await eventually(() => t.mail.some((m) => m.to === 'forgetful@example.com'));
    const link = t.mail
      .filter((m) => m.to === 'forgetful@example.com')
      .at(-1)
      ?.text.split('\n')
      .find((line) => line.startsWith('http'));
    const token = new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/password/reset',
      remoteAddress: OWNER_ADDRESS,
      payload: { token, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const resetBrowser: Browser = { address: OWNER_ADDRESS, cookie: deviceCookie(reset)?.pair };
    expect(resetBrowser.cookie).toMatch(/^journeys_device=/);
    const devices = await t.database.db
      .selectFrom('login_devices')
      .select('token_hash')
      .where('user_id', '=', id)
      .execute();
    expect(devices).toHaveLength(1);

    await flood('forgetful@example.com');
    expect((await login(t, oldBrowser, 'forgetful@example.com', NEW_PASSWORD)).statusCode).toBe(429);
    expect((await login(t, resetBrowser, 'forgetful@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('deleting the account deletes its device tokens', async () => {
    const id = await addEmailMember(t, 'leaving@example.com', PASSWORD);
    const browser: Browser = { address: OWNER_ADDRESS };
    const token = await signIn(t, browser, 'leaving@example.com');
    const res = await deleteAccount(
      t,
      { authorization: `Bearer ${token}` },
      { confirm: 'delete', surgeries: 'delete' },
    );
    expect(res.statusCode).toBe(204);
    const left = await t.database.db
      .selectFrom('login_devices')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe.each(BACKENDS)('a known browser still meets the per-address limit (%s)', (backend) => {
  const t = testAppPerSuite(backend, { rateLimits: { ...TEST_RATE_LIMITS, login: 3 } });

  it('answers 429 past the address limit, device cookie or not', async () => {
    await addEmailMember(t, 'limited@example.com', PASSWORD);
    const browser: Browser = { address: OWNER_ADDRESS };
    await signIn(t, browser, 'limited@example.com');
    expect((await login(t, browser, 'limited@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await login(t, browser, 'limited@example.com', PASSWORD)).statusCode).toBe(200);
    const limited = await login(t, browser, 'limited@example.com', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
  });
});

describe('the device cookie over https', () => {
  it('is Secure when the request came over https (through a trusted proxy)', async () => {
    const t = await startTestApp('pglite', { config: { trustProxy: ['127.0.0.1'] } });
    try {
      await addEmailMember(t, 'secure@example.com', PASSWORD);
      const res = await t.app.inject({
        method: 'POST',
        url: '/email/validate',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'secure@example.com', password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(deviceCookie(res)?.attributes).toContain('Secure');
    } finally {
      await t.close();
    }
  });
});
