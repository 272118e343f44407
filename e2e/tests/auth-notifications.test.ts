// exercises: mfe-auth mfe-notifications mfe-feed mfe-comments
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { injectFakeFacebook } from '../src/fake-facebook-sdk';
import {
  apiPost,
  createSurgeryViaApi,
  DEMO_PASSWORD,
  KATE,
  loginInPage,
  loginThroughModal,
  signUpMember,
} from '../src/members';
import { API_URL, escapeRegExp } from '../src/site';
import { useSite } from '../src/use-site';

const env = useSite();

describe('email sign-up and login', () => {
  it('signs up from the outbox link to logged in on /surgeries', async () => {
    const { page, context } = await openPage(env.browser);
    const email = `newcomer-${Date.now()}@example.org`;
    await page.goto(`${env.site.url}/surgeries`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Sign up' }).click();
    const signup = page.getByRole('dialog', { name: 'Create an Account' });
    await signup.getByRole('textbox', { name: 'Email' }).fill(email);
    await signup.getByRole('button', { name: 'Verify Email' }).click();
    await signup
      .getByText(
        `Verification email sent to ${email}. Please check your inbox and click the verification link to continue.`,
      )
      .waitFor();

    const link = await env.site.verificationLink(email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const username = `newcomer_${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a different password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByRole('radio', { name: 'Light Green' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/surgeries$/);
    await page.getByRole('button', { name: `Account menu for ${username}` }).waitFor();
    const stored = await page.evaluate(() => [
      localStorage.getItem('authToken'),
      localStorage.getItem('user'),
    ]);
    assert.ok(stored[0]);
    assert.equal((JSON.parse(stored[1] ?? '{}') as { username: string }).username, username);

    // The verification link is single use.
    await page.goto(link);
    await page.getByText('Invalid or expired verification token').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(/\/surgeries$/);
    await context.close();
  });

  it('shows each sign-up and verification error', async () => {
    // The browser logs the API's refusal of an address already in use.
    const { page, context } = await openPage(env.browser, {
      expectErrors: [new RegExp(`status of 409 \\(Conflict\\) \\(${escapeRegExp(API_URL)}/email/verify\\)$`)],
    });
    await page.goto(`${env.site.url}/verify-email`);
    await page.getByText('No verification token provided').waitFor();
    await page.goto(`${env.site.url}/verify-email?token=not-a-real-token`);
    await page.getByText('Invalid or expired verification token').waitFor();

    await page.goto(`${env.site.url}/surgeries`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log In' }).getByRole('button', { name: 'Sign up' }).click();
    const signup = page.getByRole('dialog', { name: 'Create an Account' });
    await signup.getByRole('textbox', { name: 'Email' }).fill(KATE.email);
    await signup.getByRole('button', { name: 'Verify Email' }).click();
    await signup.getByText('Email is already in use').waitFor();
    await context.close();
  });

  it('refuses a wrong password, then logs in and returns to the page that asked', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries`);
    await page.getByRole('button', { name: '+ Surgery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByText('In order to create a review you must be logged in.').waitFor();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(KATE.email);
    await dialog.getByLabel('Password', { exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.getByText('Invalid email or password').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(/\/create-review$/);
    await context.close();
  });

  it('sends a visitor from a protected page to the feed with Login Required, and back after login', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/create-review`);
    await page.waitForURL(/\/surgeries$/);
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByText('Login Required').waitFor();
    await loginThroughModal(page, KATE.email, DEMO_PASSWORD);
    await page.waitForURL(/\/create-review$/);
    await context.close();
  });

  it('logs out: clears authToken and user, and the token is revoked on the server', async () => {
    const member = await signUpMember(env.site);
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries`);
    await loginThroughModal(page, member.email, member.password);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    assert.ok(token);
    await page.getByRole('button', { name: `Account menu for ${member.username}` }).click();
    // The page shows the member logged out first, then revokes the token: wait for that call.
    const revoked = page.waitForResponse(
      (response) => response.url() === `${env.site.apiUrl}/logout` && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    assert.equal((await revoked).status(), 204);
    assert.deepEqual(
      await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')]),
      [null, null],
    );
    const me = await fetch(`${env.site.apiUrl}/patient/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(me.status, 401);
    await context.close();
  });
});

describe('Facebook login', () => {
  it('creates a member with the Facebook profile, then logs the same person in again', async () => {
    const fbUser = {
      id: '10001',
      name: 'Ada Facebook',
      email: 'ada@fb.test',
      pictureUrl: 'https://scontent.xx.fbcdn.net/v/ada.png',
    };
    const first = await openPage(env.browser);
    await injectFakeFacebook(first.context, fbUser);
    await first.page.goto(`${env.site.url}/surgeries`);
    await first.page.getByRole('button', { name: 'Login', exact: true }).click();
    await first.page.getByRole('button', { name: /Log in with Facebook/ }).click();
    const profile = first.page.getByRole('dialog', { name: 'Create Profile' });
    await profile.waitFor();
    assert.equal(await profile.getByRole('textbox', { name: 'Name' }).inputValue(), 'Ada Facebook');
    await profile.getByRole('button', { name: 'Create Profile' }).click();
    await first.page.getByRole('button', { name: 'Account menu for Ada Facebook' }).waitFor();
    await first.context.close();

    const second = await openPage(env.browser);
    await injectFakeFacebook(second.context, fbUser);
    await second.page.goto(`${env.site.url}/surgeries`);
    await second.page.getByRole('button', { name: 'Login', exact: true }).click();
    await second.page.getByRole('button', { name: /Log in with Facebook/ }).click();
    await second.page.getByRole('button', { name: 'Account menu for Ada Facebook' }).waitFor();
    assert.equal(await second.page.getByRole('dialog', { name: 'Create Profile' }).count(), 0);
    await second.context.close();
  });

  it('creates an anonymous member with a generated adjective_noun name', async () => {
    const { page, context } = await openPage(env.browser);
    await injectFakeFacebook(context, {
      id: '10002',
      name: 'Private Person',
      email: 'p@fb.test',
      pictureUrl: 'https://scontent.xx.fbcdn.net/v/p.png',
    });
    await page.goto(`${env.site.url}/surgeries`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: /Log in with Facebook/ }).click();
    const profile = page.getByRole('dialog', { name: 'Create Profile' });
    await profile.getByRole('radio', { name: 'Stay anonymous' }).check();
    const name = await profile.getByRole('textbox', { name: 'Username' }).inputValue();
    assert.match(name, /^[a-z]+_[a-z]+\d{1,3}$/);
    await profile.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor();
    const user = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? '{}') as { image: unknown },
    );
    assert.equal(user.image, null);
    await context.close();
  });

  it('refuses profile creation without a pending Facebook authentication', async () => {
    const response = await fetch(`${env.site.apiUrl}/patient`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        facebook_user_id: '999',
        username: 'nobody here',
        access_token: 'fb-token-999',
        image: null,
        background: '#e0e0e0',
      }),
    });
    assert.equal(response.status, 400);
    assert.equal(
      ((await response.json()) as { message: string }).message,
      'No pending Facebook authentication',
    );
  });
});

describe('notifications', () => {
  it("raises A's bell live when B comments, and opens the highlighted comment", async () => {
    const a = await signUpMember(env.site);
    const b = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(a, { description: 'Looking for advice from others.' });

    const pageA = await openPage(env.browser);
    await loginInPage(pageA.page, a, env.site.url);
    await pageA.page.goto(`${env.site.url}/surgeries`);
    const bell = pageA.page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    assert.equal(await bell.getAttribute('aria-label'), 'Notifications, 0 unread');

    const pageB = await openPage(env.browser);
    await loginInPage(pageB.page, b, env.site.url);
    await pageB.page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}`);
    const card = pageB.page.locator(`#surgery-${surgery.id}`);
    await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    const box = card.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('Hang in there — week two was my turning point.');
    await box.press('Enter');
    await card.getByRole('article', { name: `Comment by ${b.username}` }).waitFor();

    await pageA.page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 15_000 });
    assert.equal(await pageA.page.evaluate(() => performance.getEntriesByType('navigation').length), 1);

    await pageA.page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await pageA.page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const item = pageA.page.getByRole('link', { name: /Commented on your Surgery/ });
    assert.match((await item.innerText()) ?? '', /week two was my turning point/);
    await item.click();
    await pageA.page.waitForURL(new RegExp(`/surgeries\\?surgery=${surgery.id}&comment=\\d+$`));
    const highlighted = pageA.page.locator('[data-highlighted="true"]');
    await highlighted.waitFor();
    assert.match(await highlighted.innerText(), /week two was my turning point/);
    await pageA.page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor();

    const replies = await apiPost<{ id: number }>(
      '/comment',
      {
        reviewId: surgery.id,
        text: 'Thank you!',
        commentId: Number(new URL(pageA.page.url()).searchParams.get('comment')),
      },
      a.token,
    );
    assert.ok(replies.id);
    await pageB.page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 15_000 });
    await pageB.page.getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await pageB.page.getByRole('link', { name: /Replied to your comment/ }).waitFor();
    await pageA.context.close();
    await pageB.context.close();
  });

  it('shows the empty state and hides Mark all as read for a member with none', async () => {
    const member = await signUpMember(env.site);
    const { page, context } = await openPage(env.browser);
    await loginInPage(page, member, env.site.url);
    await page.goto(`${env.site.url}/notifications`);
    await page.getByText('You do not have any notifications at this time.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Mark all as read' }).count(), 0);
    await context.close();
  });

  it('sends a visitor from /notifications to the landing page', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/notifications`);
    await page.waitForURL(`${env.site.url}/`);
    await context.close();
  });
});
