// Security a member or visitor would notice: a strict CSP that the site never trips, script
// payloads in every text a member enters shown as plain text (usernames refuse markup outright),
// and a revoked token refused.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, type WatchedPage } from '../src/browser';
import { apiPost, loginInPage, signUpMember, type TestMember } from '../src/members';
import { API_URL, escapeRegExp } from '../src/site';
import { useSite } from '../src/use-site';

const env = useSite();

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const WAIT = { timeout: 20_000 };

/** No payload ran, no payload became an element, and the page reported no CSP violation. */
async function expectInert(watched: WatchedPage, where: string): Promise<void> {
  const { page } = watched;
  const state = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    // Scripts the browser would run; the page's JSON-LD data block holds member text by design.
    injectedScripts: Array.from(document.scripts).filter(
      (s) => (s.type === '' || /javascript|module/.test(s.type)) && s.text.includes('__xss'),
    ).length,
    // Member text that closed the JSON-LD block early would leave it cut short: it must parse.
    brokenDataBlocks: Array.from(document.scripts).filter((s) => {
      if (s.type !== 'application/ld+json') return false;
      try {
        JSON.parse(s.text);
        return false;
      } catch {
        return true;
      }
    }).length,
  }));
  assert.equal(state.xss, undefined, `${where}: a payload ran`);
  assert.equal(state.injectedImages, 0, `${where}: an <img src=x> was created`);
  assert.equal(state.injectedScripts, 0, `${where}: a <script> was created`);
  assert.equal(state.brokenDataBlocks, 0, `${where}: member text cut a JSON-LD block short`);
  assert.deepEqual(watched.cspViolations, [], `${where}: CSP violations`);
}

async function expectText(page: Page, text: string, where: string): Promise<void> {
  const found = page.getByText(text, { exact: false }).first();
  await found.waitFor(WAIT).catch(() => {
    throw new Error(`${where}: "${text}" is not shown verbatim`);
  });
  assert.ok(await found.isVisible(), `${where}: "${text}" is visible`);
}

describe('Content-Security-Policy', () => {
  it('is sent by the shell without unsafe-inline or unsafe-eval', async () => {
    for (const path of ['/', '/surgeries', '/create-review']) {
      const response = await fetch(`${env.site.url}${path}`);
      const csp = response.headers.get('content-security-policy');
      assert.ok(csp, `${path} has a Content-Security-Policy header`);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
      assert.match(csp, /script-src [^;]*'self'/);
      assert.match(csp, /object-src 'none'/);
    }
  });
});

describe('member text is plain text, and the site runs under the CSP', () => {
  let author: TestMember;
  let surgeryId = 0;

  it('refuses a username with markup at sign-up, in the form and on the server', async () => {
    const watched = await openPage(env.browser);
    const { page, context } = watched;
    const email = `xss-${Date.now()}@example.org`;
    await apiPost('/email/verify', { email });
    const link = await env.site.verificationLink(email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor(WAIT);
    await page.getByRole('textbox', { name: 'Username' }).fill(IMG);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText("Username may use letters, numbers, spaces and . _ ' -").waitFor(WAIT);
    assert.equal(new URL(page.url()).pathname, '/verify-email');

    const token = new URL(link).searchParams.get('token');
    for (const username of [IMG, SCRIPT]) {
      const response = await fetch(`${env.site.apiUrl}/email/create-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password: 'a good long password', username, background: '#bbdefb' }),
      });
      assert.equal(response.status, 400, `username ${username} is refused`);
    }
    // The refusals left the (single-use) token unused: a clean name still completes sign-up.
    await page.getByRole('textbox', { name: 'Username' }).fill(`o'neil-${Date.now().toString(36)}`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/surgeries$/, WAIT);
    const stored = await page.evaluate(() => localStorage.getItem('authToken'));
    const me = (await (
      await fetch(`${env.site.apiUrl}/patient/me`, { headers: { authorization: `Bearer ${stored}` } })
    ).json()) as { id: number; username: string };
    author = {
      email,
      password: 'a good long password',
      username: me.username,
      token: stored ?? '',
      id: me.id,
    };
    await expectInert(watched, 'sign-up form');
    await context.close();
  });

  it('a surgery through the wizard: new procedure type name and description, additional details', async () => {
    assert.ok(author, 'the sign-up test ran first');
    const watched = await openPage(env.browser);
    const { page, context } = watched;
    await loginInPage(page, author, env.site.url);
    await page.goto(`${env.site.url}/create-review`);
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Connecticut', exact: true }).click(WAIT);
    await page.getByLabel('Search for your surgeon').fill('fish');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /Daniel N\. Fish/ })
      .click(WAIT);

    await page.getByRole('button', { name: 'Add a procedure type' }).click();
    const form = page.getByRole('form', { name: 'New procedure type' });
    await form.getByLabel('Name').fill(SCRIPT);
    await form.getByLabel('Description').fill(`Described as ${IMG}`);
    await form.getByRole('button', { name: 'Save procedure type' }).click();
    const side = page.getByRole('group', { name: 'Side', exact: true });
    await side.getByRole('radio', { name: 'Left' }).check();
    await page.getByRole('button', { name: 'Add procedure' }).click();
    await expectText(page, `Described as ${IMG}`, 'procedure description in the wizard');
    await expectText(page, SCRIPT, 'procedure name in the wizard');
    await next();
    await page.getByLabel('Surgery date').fill('2025-03-04');
    await next();
    await page.getByRole('button', { name: 'Prefer not to say' }).click(WAIT);
    await page.getByRole('button', { name: /Moderately better than before surgery/ }).click();
    await next();
    await page.getByRole('radio', { name: '4 stars: Satisfied' }).check();
    await next();
    await page.getByRole('heading', { name: 'Was it worth it?', level: 2 }).waitFor(WAIT);
    await next();
    await page.getByRole('textbox', { name: 'Additional details' }).fill(`Details ${SCRIPT} and ${IMG}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/surgeries$/, WAIT);

    const body = (await (await fetch(`${env.site.apiUrl}/reviews?user=${author.id}`)).json()) as {
      reviews: { id: number; description: string; procedures: { name: string }[] }[];
    };
    const review = body.reviews[0];
    assert.ok(review);
    assert.equal(review.description, `Details ${SCRIPT} and ${IMG}`);
    assert.equal(review.procedures[0]?.name, SCRIPT);
    surgeryId = review.id;

    await page.goto(`${env.site.url}/surgeries?surgery=${surgeryId}`);
    const card = page.locator(`#surgery-${surgeryId}`);
    await card.waitFor(WAIT);
    await expectText(page, `Details ${SCRIPT} and ${IMG}`, 'surgery details on the card');
    await expectText(page, SCRIPT, 'procedure name on the card');
    await expectInert(watched, 'wizard and feed card');
    await context.close();
  });

  it('update details, a comment and a reply, and the notification they raise', async () => {
    assert.ok(surgeryId, 'the wizard test ran first');
    const watched = await openPage(env.browser);
    const { page, context } = watched;
    await loginInPage(page, author, env.site.url);
    await page.goto(`${env.site.url}/${surgeryId}/update`);
    await page.getByRole('button', { name: /Significantly better than before surgery/ }).click(WAIT);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('heading', { name: 'Was it worth it?', level: 2 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('textbox', { name: 'Details' }).fill(`Update ${IMG}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/surgeries$/, WAIT);

    await page.goto(`${env.site.url}/surgeries?surgery=${surgeryId}`);
    const card = page.locator(`#surgery-${surgeryId}`);
    await expectText(page, `Update ${IMG}`, 'update details on the card');

    await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    const box = card.getByRole('textbox', { name: 'Write a comment' });
    await box.fill(`Comment ${SCRIPT}`);
    await box.press('Enter');
    const comment = card.getByRole('article', { name: `Comment by ${author.username}` });
    await comment.waitFor(WAIT);
    assert.match(await comment.innerText(), new RegExp(escape(`Comment ${SCRIPT}`)));
    await comment.getByRole('button', { name: `Reply to ${author.username}` }).click();
    const reply = card.getByRole('textbox', { name: 'Write a reply' });
    await reply.fill(`Reply ${IMG}`);
    await reply.press('Enter');
    const posted = card.getByRole('article', { name: `Reply by ${author.username}` });
    await posted.waitFor(WAIT);
    assert.match(await posted.innerText(), new RegExp(escape(`Reply ${IMG}`)));
    await expectInert(watched, 'update, comment and reply');

    // Another member comments: the author's notification shows their text as text.
    const other = await signUpMember(env.site, 'plain_neighbour');
    await apiPost('/comment', { reviewId: surgeryId, text: `Notify ${SCRIPT}` }, other.token);
    await page.goto(`${env.site.url}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor(WAIT);
    await expectText(page, `Notify ${SCRIPT}`, 'notification text');
    await expectInert(watched, 'notifications page');
    await context.close();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('revoked tokens', () => {
  it('refuses a token after POST /logout, and the UI falls back to logged out on reload', async () => {
    const member = await signUpMember(env.site);
    // The reload's requests with the revoked token are refused, as they must be.
    const { page, context } = await openPage(env.browser, {
      expectErrors: [new RegExp(`status of 401 \\(Unauthorized\\) \\(${escapeRegExp(API_URL)}/`)],
    });
    await loginInPage(page, member, env.site.url);
    // The page checks its stored token once on start; revoked before that check answers, the
    // page would (rightly) log out before the reload this test is about.
    const checked = page.waitForResponse((r) => r.url().endsWith('/patient/me'), WAIT);
    await page.goto(`${env.site.url}/surgeries`);
    await page.getByRole('button', { name: `Account menu for ${member.username}` }).waitFor(WAIT);
    await checked;
    const ok = await fetch(`${env.site.apiUrl}/patient/me`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    assert.equal(ok.status, 200);

    const logout = await fetch(`${env.site.apiUrl}/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}` },
    });
    assert.ok(logout.ok, `POST /logout answered ${logout.status}`);
    const me = await fetch(`${env.site.apiUrl}/patient/me`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    assert.equal(me.status, 401);

    // The page still holds the revoked token: a reload must not show the member as logged in.
    assert.equal(await page.evaluate(() => localStorage.getItem('authToken')), member.token);
    await page.reload();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor(WAIT);
    assert.equal(await page.getByRole('button', { name: `Account menu for ${member.username}` }).count(), 0);
    await context.close();
  });
});
