// exercises: mfe-auth mfe-notifications
// Push settings in the browser: the notifications page leads to the account page's Notifications
// table, where one kind of push is switched off and back on; the API keeps each choice, a reload
// shows it, and the email column is left as it was. (Turning push on for a device needs the shell's
// service worker: its browser tests are the worker's own.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { loginInPage, signUpMember } from '../src/members';
import { API_URL } from '../src/site';
import { useSite } from '../src/use-site';

const env = useSite();

const ALL_ON = { replies: true, comments: true, followed: true, reminders: true, help: true };

async function apiGet(path: string, token: string): Promise<unknown> {
  const response = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return response.json();
}

describe('push settings on the account page', () => {
  it('switches a kind of push off and back on, and each choice is kept', async () => {
    const member = await signUpMember(env.site);
    assert.deepEqual(await apiGet('/account/push-preferences', member.token), ALL_ON);
    const emailBefore = await apiGet('/account/email-preferences', member.token);
    const { page, context } = await openPage(env.browser);
    await loginInPage(page, member, env.site.url);

    await page.goto(`${env.site.url}/notifications`);
    await page
      .getByRole('link', { name: 'Choose what you are notified about, by email and by push' })
      .click();
    await page.waitForURL(/\/account#notifications$/);

    const settings = page.getByRole('region', { name: 'Notifications', exact: true });
    const followed = settings.getByRole('checkbox', {
      name: 'New updates on journeys I follow, by push notification',
    });
    const save = settings.getByRole('button', { name: 'Save', exact: true });
    const saved = settings.getByText('Notification settings saved.');
    assert.equal(await followed.isChecked(), true);
    await followed.uncheck();
    await save.click();
    await saved.waitFor();
    assert.deepEqual(await apiGet('/account/push-preferences', member.token), { ...ALL_ON, followed: false });

    await page.reload();
    await followed.waitFor();
    assert.equal(await followed.isChecked(), false, 'the page shows the saved choice after a reload');
    await followed.check();
    await save.click();
    await saved.waitFor();
    assert.deepEqual(await apiGet('/account/push-preferences', member.token), ALL_ON);
    assert.deepEqual(await apiGet('/account/email-preferences', member.token), emailBefore);
    await context.close();
  });
});
