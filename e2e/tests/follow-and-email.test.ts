// exercises: mfe-feed mfe-wizard mfe-auth mfe-notifications
// Follows and email in the browser: follow a journey, see the in-app notification of its update,
// change the email column of the account page's notification settings, and find the alert and the
// follow-up reminder in the development outbox, whose unsubscribe link works without logging in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { apiPost, createSurgeryViaApi, DEMO_PASSWORD, loginInPage, signUpMember } from '../src/members';
import { outboxMails as outboxOf } from '../src/outbox';
import { API_URL, SITE_URL, escapeRegExp } from '../src/site';
import { useSite } from '../src/use-site';

const env = useSite();

/** The development outbox's mails to `to` whose subject matches, waiting for one. */
const outboxMails = (to: string, subject: RegExp) => outboxOf(env.site.outboxDir, to, subject);

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return (await response.json()) as T;
}

describe('follow a journey and get emails', () => {
  it('follows, is notified in the app and by one email, and sets email preferences', async () => {
    const author = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(author, { description: 'A journey worth following.' });
    const follower = await signUpMember(env.site);
    const { page, context } = await openPage(env.browser);
    await loginInPage(page, follower, env.site.url);

    await page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}`);
    const card = page.locator(`#surgery-${surgery.id}`);
    const follow = card.getByRole('button', { name: 'Follow', exact: true });
    // The button turns at once; the API is asked after it, so wait for its answer.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url() === `${API_URL}/follows/${surgery.id}`,
    );
    await follow.click();
    assert.ok((await saved).ok(), 'the follow is saved');
    const following = card.getByRole('button', { name: 'Following', exact: true });
    await following.waitFor();
    assert.equal(await following.getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await apiGet<{ reviewIds: number[] }>('/follows', follower.token), {
      reviewIds: [surgery.id],
    });

    await apiPost(
      '/review/update',
      { id: surgery.id, symptom: 7, rating: 5, description: 'Six weeks on: walking the dog again.' },
      author.token,
    );
    await page.goto(`${env.site.url}/notifications`);
    const notice = page.getByRole('link', { name: /Posted an update on a surgery you follow/ });
    await notice.getByText('Six weeks on: walking the dog again.').waitFor();

    // Not seen within the alert delay (3 s in browser tests): one email about it.
    const [alert, ...more] = await outboxMails(follower.email, /update on a surgery you follow/);
    assert.ok(alert, 'the alert email is in the outbox');
    assert.deepEqual(more, []);
    assert.match(alert.text, /Six weeks on: walking the dog again\./);
    assert.match(alert.text, new RegExp(`/surgeries\\?surgery=${surgery.id}`));
    assert.equal(alert.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
    assert.doesNotMatch(alert.html, /<img/i);

    await notice.click();
    await page.waitForURL(new RegExp(`/surgeries\\?surgery=${surgery.id}$`));

    await page.goto(`${env.site.url}/account`);
    // The account page's Notifications table: a checkbox per kind (row) and way (column).
    const settings = page.getByRole('region', { name: 'Notifications', exact: true });
    const followed = settings.getByRole('checkbox', { name: 'New updates on journeys I follow, by email' });
    const digest = settings.getByRole('checkbox', { name: 'Weekly digest, by email' });
    assert.equal(await followed.isChecked(), true);
    assert.equal(await digest.isChecked(), false);
    await followed.uncheck();
    await digest.check();
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await settings.getByText('Notification settings saved.').waitFor();
    assert.deepEqual(await apiGet('/account/email-preferences', follower.token), {
      replies: true,
      comments: true,
      followed: false,
      reminders: true,
      help: true,
      digest: true,
    });
    await context.close();
  });

  it('sends the seeded journey its six-week reminder, whose unsubscribe link works without a login', async () => {
    const beth = 'beth@example.com';
    const [reminder, ...more] = await outboxMails(beth, /^How are you 6 weeks after your surgery\?$/);
    assert.ok(reminder, 'the reminder email is in the outbox');
    assert.deepEqual(more, []);
    assert.match(reminder.text, /It is 6 weeks since your Cataract Surgery/);
    const wizard = new RegExp(`${escapeRegExp(SITE_URL)}/(\\d+)/update`).exec(reminder.text);
    assert.ok(wizard, 'the reminder links to the update wizard');

    const unsubscribe = new RegExp(`${escapeRegExp(SITE_URL)}/unsubscribe\\?token=[^\\s]+`).exec(
      reminder.text,
    )?.[0];
    assert.ok(unsubscribe, 'the reminder has an unsubscribe link');
    const { page, context } = await openPage(env.browser);
    await page.goto(unsubscribe);
    await page.getByText(/unsubscribed from follow-up reminders/i).waitFor();

    const { token } = await apiPost<{ token: string }>('/email/validate', {
      email: beth,
      password: DEMO_PASSWORD,
    });
    assert.deepEqual(await apiGet('/account/email-preferences', token), {
      replies: true,
      comments: true,
      followed: true,
      reminders: false,
      help: true,
      digest: false,
    });
    await context.close();
  });
});
