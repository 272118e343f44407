// ports: the module map's own (remotes' standalone pages call the API on port 4000)
// Every page and dialog of the site, in the composed site and on each remote's standalone page,
// runs under the strict CSP without a single violation (no inline style, no inline script).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { REMOTE_MAP, REMOTE_NAMES, SHELL } from '@journeys/shared/module-map';
import type { Locator } from 'playwright-core';
import { openPage, type WatchedPage } from '../src/browser';
import { injectFakeFacebook } from '../src/fake-facebook-sdk';
import { createSurgeryViaApi, loginInPage, signUpMember, type TestMember } from '../src/members';
import { useSite } from '../src/use-site';

let member: TestMember;
let surgeryId = 0;
const env = useSite(async () => {
  member = await signUpMember(env.site);
  surgeryId = (await createSurgeryViaApi(member, { description: 'Checked under the CSP.' })).id;
});

const WAIT = { timeout: 20_000 };

const STANDALONE = REMOTE_NAMES.map((name) => ({
  port: REMOTE_MAP[name].port,
  title: REMOTE_MAP[name].title,
}));

/** Lets pending violation reports arrive (they are events), then asserts there were none. */
async function expectNoViolations(watched: WatchedPage, where: string): Promise<void> {
  await watched.page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
  assert.deepEqual(watched.cspViolations, [], `${where}: CSP violations`);
}

/**
 * Checks an open dialog: no violation, modal, the page behind locked from scrolling; then closes it
 * with Escape and checks again.
 */
async function checkDialog(watched: WatchedPage, dialog: Locator, where: string): Promise<void> {
  await dialog.waitFor(WAIT);
  await expectNoViolations(watched, where);
  assert.equal(await dialog.getAttribute('aria-modal'), 'true', `${where} is modal`);
  const scrolls = () => watched.page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  assert.equal(await scrolls(), 'hidden', `${where}: the page behind does not scroll`);
  await watched.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', ...WAIT });
  assert.notEqual(await scrolls(), 'hidden', `${where}: the page scrolls again once closed`);
  await expectNoViolations(watched, `${where}, closed`);
}

describe('no CSP violation anywhere', () => {
  it('every module sends the CSP and security headers, the standalone pages included', async () => {
    for (const port of [SHELL.port, ...STANDALONE.map((s) => s.port)]) {
      const response = await fetch(`http://localhost:${port}/`);
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/, `:${port} sends a CSP`);
      assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/, `:${port}`);
      assert.match(csp, /object-src 'none'/, `:${port}`);
      assert.match(csp, /frame-ancestors 'none'/, `:${port}`);
      assert.match(csp, new RegExp(`connect-src [^;]*${env.site.apiUrl}`), `:${port} may call the API`);
      // Images: exactly the photo origin (the API's) and Facebook's profile pictures, never `https:`.
      const imgSrc = (/(?:^|; )img-src ([^;]*)/.exec(csp)?.[1] ?? '').split(' ');
      assert.ok(imgSrc.includes(env.site.apiUrl), `:${port} loads photos from the API`);
      assert.ok(
        !imgSrc.includes('https:') && !imgSrc.includes('*'),
        `:${port} allows no https: host at large`,
      );
      assert.deepEqual(
        imgSrc.filter((s) => s.startsWith('https://')),
        ['https://platform-lookaside.fbsbx.com', 'https://*.fbcdn.net'],
        `:${port}`,
      );
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', `:${port}`);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', `:${port}`);
    }
  });

  it('visitor: landing, feed, error page, Log In and Create an Account dialogs', async () => {
    const watched = await openPage(env.browser);
    const { page, context } = watched;
    await page.goto(env.site.url);
    await page.getByRole('link', { name: 'Join the Community' }).waitFor(WAIT);
    await expectNoViolations(watched, 'landing page');

    await page.goto(`${env.site.url}/surgeries`);
    await page.locator('#main article').first().waitFor(WAIT);
    await expectNoViolations(watched, 'feed');

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await checkDialog(watched, page.getByRole('dialog', { name: 'Log In' }), 'Log In dialog');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    assert.equal(focused, 'Login', 'focus is back on the button that opened the dialog');

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Sign up' }).click(WAIT);
    await checkDialog(
      watched,
      page.getByRole('dialog', { name: 'Create an Account' }),
      'Create an Account dialog',
    );

    await page.goto(`${env.site.url}/verify-email`);
    await page.getByText('No verification token provided').waitFor(WAIT);
    await expectNoViolations(watched, 'verify-email page');

    await page.goto(`${env.site.url}/no-such-page`);
    await page.getByText('404 Not Found').waitFor(WAIT);
    await expectNoViolations(watched, 'error page');
    await context.close();
  });

  it('Facebook sign-in: the Create Profile dialog', async () => {
    const watched = await openPage(env.browser);
    const { page, context } = watched;
    await injectFakeFacebook(context, {
      id: '20001',
      name: 'Csp Checker',
      email: 'csp@fb.test',
      pictureUrl: 'https://scontent.xx.fbcdn.net/v/csp.png',
    });
    await page.goto(`${env.site.url}/surgeries`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: /Log in with Facebook/ }).click(WAIT);
    await checkDialog(watched, page.getByRole('dialog', { name: 'Create Profile' }), 'Create Profile dialog');
    await context.close();
  });

  it('member: delete dialog, wizard pages, notifications, account menu', async () => {
    const watched = await openPage(env.browser);
    const { page, context } = watched;
    await loginInPage(page, member, env.site.url);
    await page.goto(`${env.site.url}/surgeries?surgery=${surgeryId}`);
    const card = page.locator(`#surgery-${surgeryId}`);
    await card.getByRole('button', { name: 'Delete', exact: true }).click(WAIT);
    await checkDialog(watched, page.getByRole('dialog', { name: 'Delete Surgery' }), 'Delete Surgery dialog');

    await page.getByRole('button', { name: `Account menu for ${member.username}` }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor(WAIT);
    await expectNoViolations(watched, 'account menu');
    await page.keyboard.press('Escape');

    const pages = [
      { path: '/create-review', heading: 'Select your state' },
      { path: `/review/${surgeryId}/edit`, heading: 'Select your state' },
      { path: `/${surgeryId}/update`, heading: 'Symptom progress' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(`${env.site.url}${path}`);
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor(WAIT);
      await expectNoViolations(watched, path);
    }

    await page.goto(`${env.site.url}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor(WAIT);
    await expectNoViolations(watched, '/notifications');
    await context.close();
  });

  it("member: the comment's and the account's delete dialogs", async () => {
    const comment = (await (
      await fetch(`${env.site.apiUrl}/comment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ reviewId: surgeryId, text: 'A comment to delete under the CSP' }),
      })
    ).json()) as { id: number };
    const watched = await openPage(env.browser);
    const { page, context } = watched;
    await loginInPage(page, member, env.site.url);
    await page.goto(`${env.site.url}/surgeries?surgery=${surgeryId}&comment=${comment.id}`);
    await page
      .locator(`#comment-${comment.id}`)
      .getByRole('button', { name: 'Delete your comment' })
      .click(WAIT);
    await checkDialog(watched, page.getByRole('dialog', { name: 'Delete Comment' }), 'Delete Comment dialog');

    await page.goto(`${env.site.url}/account`);
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete account' })
      .click(WAIT);
    await checkDialog(watched, page.getByRole('dialog', { name: 'Delete account' }), 'Delete account dialog');
    await context.close();
  });

  it('member: Report dialog, Follow, email preferences, insight and community pages, unsubscribe', async () => {
    const reader = await signUpMember(env.site);
    // The bad unsubscribe link's 400 is the page's expected answer, shown in words.
    const watched = await openPage(env.browser, {
      expectErrors: [/400 \(Bad Request\).*\/email\/unsubscribe/],
    });
    const { page, context } = watched;
    await loginInPage(page, reader, env.site.url);
    await page.goto(`${env.site.url}/surgeries?surgery=${surgeryId}`);
    const card = page.locator(`#surgery-${surgeryId}`);
    await card.getByRole('button', { name: 'Follow', exact: true }).click(WAIT);
    await card.getByRole('button', { name: 'Following', exact: true }).waitFor(WAIT);
    await card.getByRole('button', { name: 'More actions' }).first().click(WAIT);
    await page.getByRole('menuitem', { name: 'Report' }).click(WAIT);
    await checkDialog(watched, page.getByRole('dialog', { name: 'Report this surgery' }), 'Report dialog');

    const pages = [
      { path: '/account', heading: 'What you are notified about' },
      { path: '/community-rules', heading: 'Community rules' },
      { path: '/unsubscribe?token=not-a-real-token', heading: 'Email preferences' },
      // Last: its first procedure leads on to a procedure page with its chart and tables.
      { path: '/procedures', heading: 'Recovery by procedure' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(`${env.site.url}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor(WAIT);
      await expectNoViolations(watched, path);
    }
    await page
      .getByRole('link', { name: /journeys?$/ })
      .first()
      .click(WAIT);
    await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
    await page.getByRole('table').first().waitFor(WAIT);
    await expectNoViolations(watched, 'a procedure page');
    await context.close();
  });

  it("each remote's standalone page and its Log In dialog", async () => {
    for (const { port, title } of STANDALONE) {
      const watched = await openPage(env.browser);
      const { page, context } = watched;
      await page.goto(`http://localhost:${port}/`);
      await page.getByText(`${title} — standalone`).waitFor(WAIT);
      if (port === REMOTE_MAP.feed.port) await page.locator('article[id^="surgery-"]').first().waitFor(WAIT);
      await expectNoViolations(watched, `${title} standalone page`);
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      await checkDialog(
        watched,
        page.getByRole('dialog', { name: 'Log In' }),
        `${title} standalone Log In dialog`,
      );
      await context.close();
    }
  });
});
