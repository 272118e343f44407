// exercises: mfe-auth mfe-notifications
// docs/security.md §2 and §9 in a real browser: a session ended elsewhere closes this tab's live
// stream and the bell does not reconnect; the device cookie a log-in leaves is stored and sent by
// the browser, so its owner gets in through a stranger's flood of wrong passwords.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { loginThroughModal, signUpMember, type TestMember } from '../src/members';
import { useSite } from '../src/use-site';

const env = useSite();
const WAIT = { timeout: 20_000 };

async function openStreams(): Promise<number> {
  const text = await (await fetch(`${env.site.apiUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('journeys_notification_streams_open '));
  return Number(line?.split(' ')[1] ?? NaN);
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function loggedInPage(member: TestMember) {
  const opened = await openPage(env.browser);
  const streamOpened = opened.page.waitForResponse(
    (r) => r.url().includes('/notifications/stream?') && r.status() === 200,
    WAIT,
  );
  await opened.page.goto(`${env.site.url}/surgeries`);
  await loginThroughModal(opened.page, member.email, member.password);
  await opened.page.getByRole('button', { name: `Account menu for ${member.username}` }).waitFor(WAIT);
  await streamOpened;
  return opened;
}

describe('a session that ends, ends everywhere', () => {
  it("closes the other browser's live stream, and its bell does not reconnect", async () => {
    const member = await signUpMember(env.site);
    const before = await openStreams();
    const first = await loggedInPage(member);
    const second = await loggedInPage(member);
    await until(async () => (await openStreams()) === before + 2, 'both streams open');

    const tickets: string[] = [];
    first.page.on('request', (r) => {
      if (r.url().includes('/notifications/stream')) tickets.push(r.url());
    });
    const token = await second.page.evaluate(() => localStorage.getItem('authToken'));
    const revoked = await fetch(`${env.site.apiUrl}/account/sessions/revoke-others`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(revoked.status, 204);
    await until(async () => (await openStreams()) === before + 1, "the first browser's stream closed", 2000);
    // Past the bell's first backoff steps: no new ticket, no new stream.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    assert.deepEqual(tickets, []);
    assert.equal(await openStreams(), before + 1);
    await first.context.close();
    await second.context.close();
  });
});

describe('a known browser', () => {
  it("logs its owner in through a stranger's flood of wrong passwords", async () => {
    const member = await signUpMember(env.site);
    const { page, context } = await loggedInPage(member);
    const device = (await context.cookies(env.site.apiUrl)).find((c) => c.name === 'journeys_device');
    assert.ok(device, 'the log-in left a device cookie');
    assert.equal(device.httpOnly, true);
    assert.equal(device.sameSite, 'Strict');
    assert.equal(await page.evaluate(() => document.cookie.includes('journeys_device')), false);
    await page.getByRole('button', { name: `Account menu for ${member.username}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor(WAIT);

    const attempt = (password: string) =>
      fetch(`${env.site.apiUrl}/email/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: member.email, password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt(`stranger guess ${i}`)).status);
    assert.ok(statuses.includes(429), `the flood built up the backoff: ${statuses.join(', ')}`);
    assert.equal((await attempt(member.password)).status, 429, 'a browser without the cookie waits');

    await loginThroughModal(page, member.email, member.password);
    await page.getByRole('button', { name: `Account menu for ${member.username}` }).waitFor(WAIT);
    await context.close();
  });
});
