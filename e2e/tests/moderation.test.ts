// exercises: mfe-moderation mfe-feed mfe-comments mfe-auth
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { apiPost, createSurgeryViaApi, loginInPage, signUpMember } from '../src/members';
import { grantModerator } from '../src/moderators';
import { useSite } from '../src/use-site';

const env = useSite();

const DISCLAIMER = 'These are personal experiences, not medical advice.';
const ADVICE = 'Stop your blood thinners a week before, the doctors only want to keep you coming back.';

describe('moderation', () => {
  it('a member reports a comment, a moderator granted from the command line hides it, visitor and author see the result', async () => {
    const owner = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner);
    const author = await signUpMember(env.site);
    const comment = await apiPost<{ id: number }>(
      '/comment',
      { reviewId: surgery.id, text: ADVICE },
      author.token,
    );

    // A member reports it from the comment's menu.
    const reporter = await signUpMember(env.site);
    const reporting = await openPage(env.browser);
    await loginInPage(reporting.page, reporter, env.site.url);
    await reporting.page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}&comment=${comment.id}`);
    await reporting.page.getByText(DISCLAIMER).waitFor();
    const reported = reporting.page.getByRole('article', { name: `Comment by ${author.username}` });
    await reported.getByRole('button', { name: 'More actions' }).click();
    await reporting.page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = reporting.page.getByRole('dialog', { name: 'Report this comment' });
    await dialog.getByRole('radio', { name: 'Medical misinformation' }).check();
    await dialog.getByLabel('Note (optional)').fill('Stopping anticoagulants can cause clots.');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await dialog.getByText('Reported — thank you').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await reporting.context.close();

    // Not a moderator yet: the queue does not exist for them.
    const moderator = await signUpMember(env.site);
    const moderating = await openPage(env.browser);
    await loginInPage(moderating.page, moderator, env.site.url);
    await moderating.page.goto(`${env.site.url}/moderation`);
    await moderating.page.getByText('404 Not Found').waitFor();
    assert.equal(await moderating.page.getByRole('link', { name: 'Moderation', exact: true }).count(), 0);

    assert.match(await grantModerator(env.site, moderator.email), /is now a moderator/);

    await moderating.page.goto(`${env.site.url}/surgeries`);
    await moderating.page.getByRole('link', { name: 'Moderation', exact: true }).click();
    await moderating.page.getByRole('heading', { name: 'Moderation queue' }).waitFor();
    const entry = moderating.page.getByRole('listitem').filter({ hasText: ADVICE });
    assert.match(await entry.innerText(), /1 report/);
    assert.match(await entry.innerText(), /Medical misinformation/);
    await entry.getByRole('link', { name: /^Open/ }).click();
    await moderating.page.getByText('Stopping anticoagulants can cause clots.').waitFor();
    await moderating.page.getByRole('button', { name: 'Hide', exact: true }).click();
    await moderating.page.getByText('Give a reason for this action.').waitFor();
    await moderating.page.getByLabel('Reason').fill('Dangerous medical advice');
    await moderating.page.getByRole('button', { name: 'Hide', exact: true }).click();
    await moderating.page.getByText(/^Hidden\. Only its author and moderators/).waitFor();
    const audit = moderating.page.getByRole('list', { name: 'Audit log' });
    assert.match(
      await audit.innerText(),
      new RegExp(`Hidden by ${moderator.username}.*Dangerous medical advice`),
    );
    await moderating.context.close();

    // A visitor sees the comment's place, not its words.
    const visiting = await openPage(env.browser);
    await visiting.page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}`);
    const visitorCard = visiting.page.locator(`#surgery-${surgery.id}`);
    await visitorCard.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    const hidden = visitorCard.getByRole('article', { name: `Comment by ${author.username}` });
    await hidden.getByText('Hidden by moderators', { exact: true }).waitFor();
    assert.doesNotMatch(await visitorCard.innerText(), /blood thinners/);
    await visiting.page.getByRole('link', { name: 'Community rules' }).click();
    await visiting.page.getByRole('heading', { level: 1, name: 'Community rules' }).waitFor();
    await visiting.context.close();

    // The author still sees their words, with the moderators' reason.
    const authoring = await openPage(env.browser);
    await loginInPage(authoring.page, author, env.site.url);
    await authoring.page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}`);
    const authorCard = authoring.page.locator(`#surgery-${surgery.id}`);
    await authorCard.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    const own = authorCard.getByRole('article', { name: `Comment by ${author.username}` });
    await own.getByText(ADVICE).waitFor();
    await own.getByText('Hidden by moderators: Dangerous medical advice. Only you can see it.').waitFor();
    // …and was told, by a notification that names no moderator.
    await authoring.page.goto(`${env.site.url}/notifications`);
    await authoring.page.getByText(/hidden by moderators: Dangerous medical advice/i).waitFor();
    await authoring.page.getByText('A note from the moderators').first().waitFor();
    await authoring.context.close();
  });
});
