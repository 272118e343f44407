// The trust-and-safety team's browser tests (docs/ci.md §2): the moderators' queue and the
// community rules on their standalone page, on its fixtures and on the real API as a moderator.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiPost, createSurgeryViaApi, loginThroughModal, signUpMember } from '../../src/members';
import { grantModerator } from '../../src/moderators';
import { useStandalone } from '../../src/use-standalone';

const env = useStandalone('mfe-moderation');

const WAIT = { timeout: 20_000 };
const HIDDEN = 'Hidden. Only its author and moderators can see it now.';

/** Hides the open item: refused without a reason, then done with one. */
async function hideWithReason(page: Page, reason: string): Promise<void> {
  const hide = page.getByRole('button', { name: 'Hide', exact: true });
  await hide.click(WAIT);
  await page.getByText('Give a reason for this action.').waitFor(WAIT);
  await page.getByLabel('Reason').fill(reason);
  await hide.click();
  await page.getByRole('status').filter({ hasText: HIDDEN }).waitFor(WAIT);
}

describe('moderation, standalone', () => {
  it('works through its fixtures: the queue, a comment reported three times, hiding it, the rules', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/moderation?data=fixtures`);
    await page.getByRole('heading', { name: 'Moderation queue', level: 1 }).waitFor(WAIT);
    const queue = page.getByRole('list', { name: 'Reported items' });
    const reported = queue.getByRole('listitem').filter({ hasText: 'Stop your blood thinners' });
    assert.match(await reported.innerText(), /3 reports/);
    await reported.getByRole('link', { name: /^Open comment: / }).click();
    await page.getByRole('heading', { name: 'Comment · Visible', level: 2 }).waitFor(WAIT);
    await page.getByRole('heading', { name: 'Reports (3)' }).waitFor(WAIT);
    await hideWithReason(page, 'Dangerous medical advice');
    await page.getByRole('heading', { name: 'Comment · Hidden', level: 2 }).waitFor(WAIT);
    assert.match(await page.getByRole('list', { name: 'Audit log' }).innerText(), /Dangerous medical advice/);

    const cases = page.getByRole('navigation', { name: 'Test pages' });
    await cases.getByRole('link', { name: 'Item that is gone' }).click();
    await page.getByRole('alert').first().waitFor(WAIT);
    await cases.getByRole('link', { name: 'Community rules' }).click();
    await page.getByRole('heading', { name: 'Community rules', level: 1 }).waitFor(WAIT);
    await page.getByRole('heading', { name: 'How reporting works' }).waitFor(WAIT);
    await context.close();
  });

  it('lets a moderator hide a reported comment on the real API', async () => {
    const owner = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner);
    const author = await signUpMember(env.site);
    const advice = 'Skip the physiotherapy, it only slows you down.';
    const comment = await apiPost<{ id: number }>(
      '/comment',
      { reviewId: surgery.id, text: advice },
      author.token,
    );
    const reporter = await signUpMember(env.site);
    await apiPost(
      '/reports',
      { itemType: 'comment', itemId: comment.id, reason: 'misinformation' },
      reporter.token,
    );
    const moderator = await signUpMember(env.site);
    assert.match(await grantModerator(env.site, moderator.email), /is now a moderator/);

    const { page, context } = await env.openPage();
    // On the real API (kept for the tab) and logged in before the queue asks it: it answers
    // moderators only.
    await page.goto(`${env.url}/community-rules?data=live`);
    await loginThroughModal(page, moderator.email, moderator.password);
    await page.goto(`${env.url}/moderation`);
    await page.getByRole('navigation', { name: 'Test pages' }).getByText('Real API').waitFor(WAIT);
    const entry = page
      .getByRole('list', { name: 'Reported items' })
      .getByRole('listitem')
      .filter({ hasText: advice });
    assert.match(await entry.innerText(), /1 report/);
    assert.match(await entry.innerText(), /Medical misinformation/);
    await entry.getByRole('link', { name: /^Open comment: / }).click();
    await hideWithReason(page, 'Dangerous medical advice');
    assert.match(
      await page.getByRole('list', { name: 'Audit log' }).innerText(),
      new RegExp(`Hidden by ${moderator.username}.*Dangerous medical advice`),
    );
    await context.close();
  });
});
