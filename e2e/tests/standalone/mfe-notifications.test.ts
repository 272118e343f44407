// The notifications team's browser tests (docs/ci.md §2): the notifications page and the header
// bell on their standalone page, on the real API and its live stream.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiPost, createSurgeryViaApi, loginThroughModal, signUpMember } from '../../src/members';
import { useStandalone } from '../../src/use-standalone';

const env = useStandalone('mfe-notifications');

const WAIT = { timeout: 20_000 };

describe('notifications, standalone', () => {
  it('asks a visitor to log in, and shows a member with none the empty page', async () => {
    const member = await signUpMember(env.site);
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/`);
    await page.getByText('Log in (top right) to see your notifications.').waitFor(WAIT);
    await loginThroughModal(page, member.email, member.password);
    await page.waitForURL(`${env.url}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor(WAIT);
    await page.getByText('You do not have any notifications at this time.').waitFor(WAIT);
    assert.equal(await page.getByRole('button', { name: 'Mark all as read' }).count(), 0);
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor(WAIT);
    await context.close();
  });

  it('raises the bell live when someone comments, lists it, and opening it marks it read', async () => {
    const owner = await signUpMember(env.site);
    const reader = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner);
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/notifications`);
    await loginThroughModal(page, owner.email, owner.password);
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor(WAIT);

    const comment = await apiPost<{ id: number }>(
      '/comment',
      { reviewId: surgery.id, text: 'Week two was my turning point.' },
      reader.token,
    );
    await page.getByRole('link', { name: 'Notifications, 1 unread' }).waitFor(WAIT);
    assert.equal(
      await page.evaluate(() => performance.getEntriesByType('navigation').length),
      1,
      'the bell rose without a reload',
    );
    const item = page.getByRole('link', { name: /Commented on your Surgery/ });
    await item.getByText(/Week two was my turning point/).waitFor(WAIT);
    await item.click();
    await page
      .getByText(`The feed would open /surgeries?surgery=${surgery.id}&comment=${comment.id}.`)
      .waitFor(WAIT);
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor(WAIT);
    await context.close();
  });

  it('marks every notification read at once', async () => {
    const owner = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner);
    // One notification per journey and commenter: two readers, two notifications.
    for (const text of ['First question', 'Second question']) {
      const reader = await signUpMember(env.site);
      await apiPost('/comment', { reviewId: surgery.id, text }, reader.token);
    }
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/notifications`);
    await loginThroughModal(page, owner.email, owner.password);
    await page.getByRole('list', { name: '2 notifications, 2 unread' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('list', { name: '2 notifications, 0 unread' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Notifications, 0 unread' }).waitFor(WAIT);
    await context.close();
  });
});
