// exercises: mfe-auth
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { apiPost, askForResetLink, loginThroughModal, signUpMember } from '../src/members';
import { useSite } from '../src/use-site';

const env = useSite();

const SAME_FOR_EVERYONE = 'If an account exists for that email, we sent a link to reset your password.';
const LINK_INVALID = 'This reset link is invalid or has expired.';

describe('password reset', () => {
  it("'Forgot password?' mails a single-use link that sets a new password and logs the member in", async () => {
    const member = await signUpMember(env.site);
    const newPassword = 'a brand new long password';
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries`);
    await loginThroughModal(page, member.email, member.password);
    const menu = page.getByRole('button', { name: `Account menu for ${member.username}` });
    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const forgot = await askForResetLink(page, member.email);
    await forgot.getByText(SAME_FOR_EVERYONE).waitFor();

    const link = await env.site.resetLink(member.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(/\/surgeries$/);
    await page.getByText('Your password was changed. You are logged in.').waitFor();
    await menu.waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('authToken')));

    // The session from before the reset is signed out; only the new password logs in.
    const before = await fetch(`${env.site.apiUrl}/patient/me`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    assert.equal(before.status, 401);
    const oldLogin = await apiPost<{ isValid: boolean }>('/email/validate', {
      email: member.email,
      password: member.password,
    });
    assert.equal(oldLogin.isValid, false);

    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.getByLabel('Email').fill(member.email);
    await login.getByLabel('Password').fill(member.password);
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await login.getByText('Invalid email or password').waitFor();
    await loginThroughModal(page, member.email, newPassword);
    await menu.waitFor();

    // The link is single use.
    await page.goto(link);
    await page.getByText(LINK_INVALID).waitFor();
    assert.equal(await page.getByLabel('New password').count(), 0);
    await context.close();
  });
});
