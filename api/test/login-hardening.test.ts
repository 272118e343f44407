/**
 * Log-in hardening: the email login does not tell who has an account (same status, body
 * and time), sign-up refuses common passwords and the member's own email or username, and
 * repeated failures on one email are throttled with a growing, capped wait.
 */
import type * as Argon2 from '@node-rs/argon2';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { passwordProblem } from '../src/features/auth/password-policy';
import { BACKENDS, startTestApp, tableCounts, type TestApp } from './helpers/test-app';
import { manualClock } from './helpers/manual-clock';
import { addEmailMember } from './helpers/passwords';
import { testAppPerSuite } from './helpers/per-suite';

const PASSWORD = 'tulip ladder 1987';

function login(t: TestApp, email: string, password: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/email/validate', payload: { email, password } });
}

/**
 * The fastest of a path's timings: what the path itself costs. A busy machine only ever adds time,
 * and to either path at random (two test files run side by side in CI), so a median of 15 can be a
 * third apart with nothing different in the code.
 */
const fastest = (values: number[]): number => Math.min(...values);

describe.each(BACKENDS)('login does not reveal accounts (%s)', (backend) => {
  const clock = manualClock();
  const t = testAppPerSuite(backend, { clock: clock.now });
  beforeAll(async () => {
    await addEmailMember(t, 'owner@example.com', PASSWORD);
  });

  it('answers a wrong email and a wrong password with the same status, bytes and argon2 work', async () => {
    // What makes the two answers take the same time is the one argon2 verification each pays;
    // counted here, it is a fact of the code, not of how busy the machine is.
    // The module object itself: the code under test reads `verify` from it at each call.
    const argon2 = jest.requireActual<typeof Argon2>('@node-rs/argon2');
    const verify = jest.spyOn(argon2, 'verify');
    const verifications = { missing: [] as number[], wrong: [] as number[] };
    const times = { missing: [] as number[], wrong: [] as number[] };
    const bodies = new Set<string>();
    const statuses = new Set<number>();
    try {
      for (let i = 0; i < 15; i++) {
        // A new streak every round: this test is about enumeration, not throttling.
        clock.advance(60 * 60_000);
        const round = [
          [`nobody-${i}@example.com`, 'missing'],
          ['owner@example.com', 'wrong'],
        ] as const;
        // Each path goes first in half the rounds: what runs first may pay for what ran before.
        for (const [email, path] of i % 2 === 0 ? round : [...round].reverse()) {
          verify.mockClear();
          const started = performance.now();
          const res = await login(t, email, 'not the password');
          times[path].push(performance.now() - started);
          verifications[path].push(verify.mock.calls.length);
          bodies.add(res.body);
          statuses.add(res.statusCode);
        }
      }
    } finally {
      verify.mockRestore();
    }
    expect([...statuses]).toEqual([200]);
    expect([...bodies]).toEqual(['{"isValid":false,"token":null}']);
    expect(new Set([...verifications.missing, ...verifications.wrong])).toEqual(new Set([1]));
    // A path that skipped argon2 would answer in a tenth of the other's time. The bound is loose
    // on purpose: on a loaded two-core runner the fastest of 15 has been a third apart (CI, stop 53).
    const [a, b] = [fastest(times.missing), fastest(times.wrong)];
    expect(Math.min(a, b)).toBeGreaterThan(0.5 * Math.max(a, b));
  });

  it('a member without a password (Facebook) reads like an unknown email', async () => {
    await t.database.db
      .insertInto('users')
      .values({
        username: 'Only Facebook',
        email: 'fb-only@example.com',
        facebook_user_id: '77',
        background: '#e0e0e0',
      })
      .execute();
    clock.advance(60 * 60_000);
    const facebookOnly = await login(t, 'fb-only@example.com', 'not the password');
    const unknown = await login(t, 'nobody-at-all@example.com', 'not the password');
    expect(facebookOnly.statusCode).toBe(unknown.statusCode);
    expect(facebookOnly.body).toBe(unknown.body);
  });
});

describe.each(BACKENDS)('sign-up password rules (%s)', (backend) => {
  const t = testAppPerSuite(backend);

  async function verificationToken(email: string): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/email/verify', payload: { email } });
    expect(res.statusCode).toBe(202);
    const text = t.mail[t.mail.length - 1]?.text ?? '';
    const token = /token=([A-Za-z0-9_%-]+)/.exec(text)?.[1];
    if (!token) throw new Error('no token in the verification mail');
    return decodeURIComponent(token);
  }

  function createPassword(token: string, password: string, username = 'Kimberly Lee') {
    return t.app.inject({
      method: 'POST',
      url: '/email/create-password',
      payload: { token, password, username, background: '#e0e0e0' },
    });
  }

  it.each([
    ['a listed password', 'iloveyou', 'This password is too common. Choose a less common one.'],
    ['a listed password in capitals', 'Qwertyuiop', 'This password is too common. Choose a less common one.'],
    ['the email', 'kim.lee.2026@example.com', 'Your password must not be your email or username.'],
    ['the email before the @', 'Kim.Lee.2026', 'Your password must not be your email or username.'],
    ['the username', 'kimberly lee', 'Your password must not be your email or username.'],
  ])(
    'refuses %s with a message under the password field, keeping the link usable',
    async (_, password, message) => {
      const token = await verificationToken('kim.lee.2026@example.com');
      const before = await tableCounts(t.database);
      const refused = await createPassword(token, password);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'WEAK_PASSWORD',
        message,
        fieldErrors: { password: message },
      });
      expect(await tableCounts(t.database)).toEqual(before);
      expect(
        (await t.app.inject({ method: 'POST', url: '/email/valid', payload: { token } })).json(),
      ).toEqual({
        isValid: true,
      });
    },
  );

  it('accepts an uncommon password', async () => {
    const token = await verificationToken('kim.lee.2026@example.com');
    const created = await createPassword(token, 'a good long password');
    expect(created.statusCode).toBe(201);
  });

  it('lets the demo and browser-test passwords through', () => {
    const owner = { email: 'kate@example.com', username: 'Kate' };
    for (const password of ['journeys-demo-2026', 'a good long password', 'correct horse', 'long enough'])
      expect(passwordProblem(password, owner)).toBeUndefined();
  });
});

describe.each(BACKENDS)('per-account login throttling (%s)', (backend) => {
  const clock = manualClock();
  const t = testAppPerSuite(backend, { clock: clock.now });
  beforeAll(async () => {
    await addEmailMember(t, 'target@example.com', PASSWORD);
  });

  async function failTimes(email: string, n: number): Promise<void> {
    for (let i = 0; i < n; i++) expect((await login(t, email, `guess number ${i}`)).statusCode).toBe(200);
  }

  it('after 5 failures makes each attempt wait a doubling delay, then lets the owner in', async () => {
    await failTimes('target@example.com', 5);
    const blocked = await login(t, 'target@example.com', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('5');
    expect(blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Too many failed log-in attempts for this email. Try again in 5 seconds.',
    });

    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      const wait = Number((await login(t, 'target@example.com', 'still guessing')).headers['retry-after']);
      waits.push(wait);
      clock.advance(wait * 1000);
      await failTimes('target@example.com', 1);
    }
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 900, 900]);
    const capped = await login(t, 'target@example.com', PASSWORD);
    expect(capped.json().message).toBe(
      'Too many failed log-in attempts for this email. Try again in 15 minutes.',
    );

    clock.advance(15 * 60_000);
    const owner = await login(t, 'target@example.com', PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ isValid: true, token: expect.any(String) });
    // The success ended the streak: the next typo is not throttled.
    await failTimes('target@example.com', 5);
  });

  it('lets only 5 of 10 simultaneous guesses through', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(t, 'burst@example.com', `burst guess ${i}`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
  });

  it('throttles an email without an account exactly alike', async () => {
    await addEmailMember(t, 'member-b@example.com', PASSWORD);
    await failTimes('member-b@example.com', 5);
    await failTimes('ghost-b@example.com', 5);
    const member = await login(t, 'member-b@example.com', 'x');
    const ghost = await login(t, 'ghost-b@example.com', 'x');
    expect(ghost.statusCode).toBe(429);
    expect([ghost.statusCode, ghost.headers['retry-after'], ghost.body]).toEqual([
      member.statusCode,
      member.headers['retry-after'],
      member.body,
    ]);
  });

  it('forgets a streak 15 minutes after its last wait', async () => {
    await failTimes('forgetful@example.com', 5);
    clock.advance(5_000 + 15 * 60_000);
    await failTimes('forgetful@example.com', 5);
  });

  it('counts failures across API instances sharing the database', async () => {
    const second = await buildApp({ config: t.config, database: t.database, clock: clock.now });
    await second.ready();
    try {
      await failTimes('shared@example.com', 5);
      const res = await second.inject({
        method: 'POST',
        url: '/email/validate',
        payload: { email: 'shared@example.com', password: 'one more' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('keeps the per-IP limit across different emails', async () => {
    const limited = await startTestApp('pglite', { rateLimits: { login: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await login(limited, `ip-${i}@example.com`, 'whatever')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
