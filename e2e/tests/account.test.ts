// exercises: mfe-auth
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { readZip } from '@journeys/shared/testing/read-zip';
import { openPage, type PageOptions } from '../src/browser';
import {
  apiPost,
  createSurgeryViaApi,
  loginThroughModal,
  signUpMember,
  type TestMember,
} from '../src/members';
import { useSite } from '../src/use-site';

const env = useSite();

/** A browser of its own, logged in through the Log In modal, so the API records its User-Agent. */
async function loggedInBrowser(member: TestMember, options: PageOptions = {}) {
  const watched = await openPage(env.browser, options);
  await watched.page.goto(`${env.site.url}/surgeries`);
  await loginThroughModal(watched.page, member.email, member.password);
  return watched;
}

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await page.waitForURL(/\/account$/);
  await page.getByRole('region', { name: 'Profile' }).waitFor();
}

describe('account page', () => {
  it('changes the username and the header shows it at once', async () => {
    const member = await signUpMember(env.site);
    const { page, context } = await loggedInBrowser(member);
    await openAccount(page);
    const renamed = `renamed_${member.id}`;
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Username').fill(renamed);
    await profile.getByRole('radio', { name: 'Light Green' }).check();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('button', { name: `Account menu for ${renamed}` }).waitFor();
    await page.getByText('Profile saved').waitFor();
    await context.close();
  });

  it('lists the sessions of two browsers and signs the other one out', async () => {
    const member = await signUpMember(env.site);
    // Sign-up's own API session is not a browser: only the two below remain.
    await apiPost('/logout', {}, member.token);
    // The signed-out browser's next call is refused, which the browser logs.
    const other = await loggedInBrowser(member, { expectErrors: [/status of 401 \(Unauthorized\)/] });
    const { page, context } = await loggedInBrowser(member);
    await openAccount(page);
    const items = page.getByRole('region', { name: 'Sessions' }).getByRole('listitem');
    await items.nth(1).waitFor();
    assert.equal(await items.count(), 2);
    const mine = items.filter({ hasText: 'This browser' });
    assert.equal(await mine.count(), 1);
    assert.match((await mine.textContent()) ?? '', /\S+ on \S+/);
    const otherItem = items.filter({ hasNotText: 'This browser' });
    await otherItem.getByRole('button', { name: 'Sign out' }).click();
    await otherItem.waitFor({ state: 'detached' });
    assert.equal(await items.count(), 1);

    await other.page.reload();
    await other.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    assert.equal(await other.page.evaluate(() => localStorage.getItem('authToken')), null);
    await other.context.close();
    await context.close();
  });

  it('downloads the member data as a ZIP holding data.json', async () => {
    const member = await signUpMember(env.site);
    await createSurgeryViaApi(member);
    const { page, context } = await loggedInBrowser(member);
    await openAccount(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'surgery-journeys-export.zip');
    const files = readZip(await readFile(await download.path()));
    assert.deepEqual([...files.keys()], ['data.json']);
    const data = JSON.parse(files.get('data.json')?.toString('utf8') ?? '') as {
      profile: { username: string };
      surgeries: unknown[];
    };
    assert.equal(data.profile.username, member.username);
    assert.equal(data.surgeries.length, 1);
    await context.close();
  });

  it('deletes the account keeping surgeries anonymised; the old login then fails', async () => {
    const member = await signUpMember(env.site);
    await createSurgeryViaApi(member);
    const { page, context } = await loggedInBrowser(member);
    await openAccount(page);
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    await dialog.getByRole('radio', { name: 'Keep them anonymised' }).check();
    await dialog.getByLabel('Type delete to confirm').fill('delete');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.waitForURL(`${env.site.url}/`);
    await page.getByText('Your account was deleted').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('authToken')), null);

    const login = await apiPost<{ isValid: boolean }>('/email/validate', {
      email: member.email,
      password: member.password,
    });
    assert.equal(login.isValid, false);
    await context.close();
  });
});
