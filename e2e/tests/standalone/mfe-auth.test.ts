// The auth team's browser tests (docs/ci.md §2): the auth module's own modals and pages on its
// standalone page, on the real API, its development outbox standing in for the member's inbox.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { askForResetLink, DEMO_PASSWORD, KATE, signUpMember } from '../../src/members';
import { useStandalone } from '../../src/use-standalone';

const env = useStandalone('mfe-auth');

const WAIT = { timeout: 20_000 };

/** An emailed link (to the composed site) opened on the standalone page instead. */
const onStandalone = (link: string) => {
  const url = new URL(link);
  return `${env.url}${url.pathname}${url.search}`;
};

describe('auth, standalone', () => {
  it('logs a member in from the Log In modal, after refusing a wrong password', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/`);
    await page.getByRole('heading', { name: 'Auth module', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Open Log In for + Surgery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await dialog.getByText('In order to create a review you must be logged in.').waitFor(WAIT);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(KATE.email);
    await dialog.getByLabel('Password', { exact: true }).fill('not the password');
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.getByText('Invalid email or password').waitFor(WAIT);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await dialog.waitFor({ state: 'hidden', ...WAIT });
    await page.getByText(`Logged in as ${KATE.username}`).waitFor(WAIT);
    await context.close();
  });

  it('signs a newcomer up from the emailed link to logged in', async () => {
    const email = `standalone-${Date.now()}@example.org`;
    const username = `standalone_${Date.now().toString(36)}`;
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/`);
    await page.getByRole('button', { name: 'Open Create an Account' }).click();
    const signup = page.getByRole('dialog', { name: 'Create an Account' });
    await signup.getByRole('textbox', { name: 'Email' }).fill(email);
    await signup.getByRole('button', { name: 'Verify Email' }).click();
    await signup.getByText(`Verification email sent to ${email}.`, { exact: false }).waitFor(WAIT);

    await page.goto(onStandalone(await env.site.verificationLink(email)));
    await page.getByRole('heading', { name: 'Create your account' }).waitFor(WAIT);
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a different password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Passwords do not match').waitFor(WAIT);
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByRole('radio', { name: 'Light Green' }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(`Logged in as ${username}`).waitFor(WAIT);
    assert.ok(await page.evaluate(() => localStorage.getItem('authToken')), 'the session is stored');
    await context.close();
  });

  it("'Forgot password?' mails a link whose page sets a new password", async () => {
    const member = await signUpMember(env.site);
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/`);
    await page.getByRole('button', { name: 'Open Log In', exact: true }).click();
    const forgot = await askForResetLink(page, member.email);
    await forgot
      .getByText('If an account exists for that email, we sent a link to reset your password.')
      .waitFor(WAIT);

    await page.goto(onStandalone(await env.site.resetLink(member.email)));
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor(WAIT);
    await page.getByLabel('New password').fill('a brand new long password');
    await page.getByLabel('Confirm password').fill('a brand new long password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(`Logged in as ${member.username}`).waitFor(WAIT);
    await context.close();
  });

  it('says what is wrong with a reset or unsubscribe link that carries no token', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/reset-password`);
    await page.getByText('This reset link is invalid or has expired.').waitFor(WAIT);
    await page.getByRole('heading', { name: 'Request a new link' }).waitFor(WAIT);
    await page.goto(`${env.url}/unsubscribe`);
    await page.getByRole('heading', { name: 'Email preferences', level: 1 }).waitFor(WAIT);
    await page.getByText(/This unsubscribe link is invalid/).waitFor(WAIT);
    await context.close();
  });
});
