// exercises: mfe-auth mfe-feed
// What a browser brings with it is untrusted: a broken or outdated session in localStorage, or
// storage that throws, must leave a working logged-out page; and inside Facebook's or
// Instagram's in-app browser the Facebook button is disabled with a warning.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../src/axe';
import { injectFakeFacebook } from '../src/fake-facebook-sdk';
import { useSite } from '../src/use-site';

const env = useSite();

const WAIT = { timeout: 20_000 };

/** A user as the code before versioned sessions wrote it: every field, no version. */
const OLD_SHAPE_USER = JSON.stringify({
  id: 1,
  username: 'kneedeep_kate',
  image: null,
  background: '#bbdefb',
  createdAt: '2025-01-01T00:00:00.000Z',
  surgeryCount: 1,
  email: 'kate@example.com',
});

const BROKEN_STATES: { name: string; authToken: string; user: string }[] = [
  { name: 'user is not JSON', authToken: 'a-token', user: '{"id": 1, "username":' },
  { name: 'user misses its fields', authToken: 'a-token', user: '{}' },
  { name: 'user has the old shape (no version)', authToken: 'a-token', user: OLD_SHAPE_USER },
  { name: 'authToken is not a token', authToken: '{"token": 42}', user: OLD_SHAPE_USER },
];

/** A page in its own context; `errors` collects uncaught exceptions and console errors. */
async function newWatchedContext(options: { userAgent?: string } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { context, page, errors };
}

/** Seeds storage before any page script, on every load, so each page meets the bad state. */
function seedStorage(context: BrowserContext, entries: { authToken: string; user: string }) {
  return context.addInitScript(({ authToken, user }) => {
    localStorage.setItem('authToken', authToken);
    localStorage.setItem('user', user);
  }, entries);
}

/** The landing page and the feed render, and the way in is a login. */
async function expectLoggedOutPages(page: Page): Promise<void> {
  await page.goto(`${env.site.url}/`);
  await page.getByRole('heading', { level: 1, name: 'Surgery Journeys' }).waitFor(WAIT);
  await page.getByRole('link', { name: 'Join the Community' }).waitFor(WAIT);
  await page.goto(`${env.site.url}/surgeries`);
  await page.getByRole('heading', { level: 1, name: 'Surgeries' }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('dialog', { name: 'Log In' }).getByLabel('Email').waitFor(WAIT);
}

describe('a broken session in localStorage', () => {
  for (const state of BROKEN_STATES) {
    it(`${state.name}: / and /surgeries render logged out, and the bad keys are removed`, async () => {
      const { context, page, errors } = await newWatchedContext();
      await seedStorage(context, state);
      await expectLoggedOutPages(page);
      assert.deepEqual(
        await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]),
        [null, null],
      );
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('storage that throws on every call: the pages still render, logged out', async () => {
    const { context, page, errors } = await newWatchedContext();
    // As source text: tsx would wrap a named function in a helper the page does not have.
    await context.addInitScript({
      content: `for (const method of ['getItem', 'setItem', 'removeItem', 'clear']) {
        Storage.prototype[method] = function refuse() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
      }`,
    });
    await expectLoggedOutPages(page);
    const refused = await page.evaluate(() => {
      try {
        localStorage.getItem('authToken');
        return false;
      } catch {
        return true;
      }
    });
    assert.equal(refused, true, 'the page really had storage that throws');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

const FACEBOOK_IN_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 [FBAN/FBIOS;FBAV/466.0.0.45.105;FBBV/627432166;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;' +
  'FBSV/17.5;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]';
const INSTAGRAM_IN_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 Instagram 330.0.0.40.92 (iPhone14,2; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 602403364)';
const IN_APP_WARNING =
  'Facebook login does not work inside the Facebook or Instagram app. Open this page in your browser (Safari or Chrome) to continue with Facebook.';

const FACEBOOK_USER = {
  id: '5550001',
  name: 'In App',
  pictureUrl: 'https://scontent.xx.fbcdn.net/v/in-app.jpg',
  email: 'in-app@example.org',
};

/**
 * The feed's Log In modal in a new browser (`options.userAgent`: another one's), on a page with
 * Facebook's SDK working for FACEBOOK_USER: the modal and its Facebook button, once shown.
 */
async function openLogInWithFacebook(options: { userAgent?: string } = {}) {
  const watched = await newWatchedContext(options);
  await injectFakeFacebook(watched.context, FACEBOOK_USER);
  await watched.page.goto(`${env.site.url}/surgeries`);
  await watched.page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = watched.page.getByRole('dialog', { name: 'Log In' });
  const facebook = dialog.getByRole('button', { name: /Log in with Facebook/ });
  await facebook.waitFor(WAIT);
  return { ...watched, dialog, facebook };
}

describe('the Facebook button inside an in-app browser', () => {
  for (const [app, userAgent] of [
    ['Facebook', FACEBOOK_IN_APP],
    ['Instagram', INSTAGRAM_IN_APP],
  ] as const) {
    it(`${app}: disabled, described by the warning, email login still available`, async () => {
      // A configured app with a working SDK in the page: only the browser keeps the button off.
      const { context, page, errors, dialog, facebook } = await openLogInWithFacebook({ userAgent });
      assert.equal(await facebook.isDisabled(), true);
      const describedBy = (await facebook.getAttribute('aria-describedby')) ?? '';
      assert.ok(describedBy, 'the button names its warning');
      assert.equal(await page.locator(`[id="${describedBy}"]`).innerText(), IN_APP_WARNING);

      await dialog.getByLabel('Email').fill('kate@example.com');
      await dialog.getByLabel('Password').fill('journeys-demo-2026');
      assert.equal(await dialog.getByRole('button', { name: 'Log In', exact: true }).isEnabled(), true);

      await dialog.getByRole('button', { name: 'Sign up' }).click();
      const signup = page.getByRole('dialog', { name: 'Create an Account' });
      assert.equal(await signup.getByRole('button', { name: /Sign up with Facebook/ }).isDisabled(), true);
      await signup.getByText(IN_APP_WARNING).waitFor(WAIT);
      assert.deepEqual(errors, []);
      // Last: axe's own inline styles are refused by the site's CSP and logged as console errors.
      assert.deepEqual(await seriousViolations(page), []);
      await context.close();
    });
  }

  it('an ordinary browser: the same page keeps the Facebook button enabled, without the warning', async () => {
    const { context, dialog, facebook } = await openLogInWithFacebook();
    assert.equal(await facebook.isEnabled(), true);
    assert.equal(await dialog.getByText(IN_APP_WARNING).count(), 0);
    await context.close();
  });
});
